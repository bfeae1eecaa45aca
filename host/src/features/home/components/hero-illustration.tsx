import styles from './home-hero.module.css';

/** A rider-less bicycle on a hill, drawn inline so the hero needs no download. */
export function HeroIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 480 320" aria-hidden="true" focusable="false">
      <circle cx="420" cy="62" r="38" fill="#fbbf24" opacity="0.9" />
      <path d="M0 260 C120 200 220 230 300 215 S440 180 480 200 V320 H0Z" fill="rgb(255 255 255 / 10%)" />
      <path d="M0 290 C140 250 260 280 480 245 V320 H0Z" fill="rgb(255 255 255 / 16%)" />
      <g fill="none" stroke="#fff" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="140" cy="215" r="62" strokeWidth="10" />
        <circle cx="340" cy="215" r="62" strokeWidth="10" />
        <circle cx="140" cy="215" r="6" fill="#fff" strokeWidth="4" />
        <circle cx="340" cy="215" r="6" fill="#fff" strokeWidth="4" />
        <path d="M140 215 205 120h110l25 95M205 120l45 95 65-95M250 215l-45-95" strokeWidth="11" stroke="#fbbf24" />
        <path d="M190 100h40M300 92l15 28M295 90h32" strokeWidth="10" />
        <circle cx="250" cy="215" r="14" strokeWidth="6" />
      </g>
      <g stroke="rgb(255 255 255 / 45%)" strokeWidth="5" strokeLinecap="round">
        <path d="M30 140h60M10 170h70M40 200h40" />
      </g>
    </svg>
  );
}
