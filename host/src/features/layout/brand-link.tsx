import { Link } from '@shop/shared/router';
import { siteConfig } from '@shop/shared/config';
import styles from './brand-link.module.css';

/** The shop's mark and name, linking home. */
export function BrandLink() {
  return (
    <Link to="/" className={styles.brand}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="currentColor" />
        <g fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="11" cy="25" r="6" />
          <circle cx="29" cy="25" r="6" />
          <path d="M11 25 17 14h10l2 11M17 14l5 11 5-11M15 10h5" />
        </g>
      </svg>
      <span className={styles.name}>{siteConfig.shopName}</span>
    </Link>
  );
}
