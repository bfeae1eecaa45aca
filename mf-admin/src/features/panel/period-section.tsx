import type { ReactNode } from 'react';
import styles from './period-section.module.css';

interface PeriodSectionProps<Days extends number> {
  /** The heading's id, which also names the section's radio group. */
  id: string;
  title: string;
  periods: readonly Days[];
  period: Days;
  onPeriodChange: (days: Days) => void;
  children: ReactNode;
}

/** A panel section of figures over a choice of periods ('7 días', '30 días'): its heading, the choice, the figures. */
export function PeriodSection<Days extends number>({
  id,
  title,
  periods,
  period,
  onPeriodChange,
  children,
}: PeriodSectionProps<Days>) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.top}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <fieldset className={styles.periods}>
          <legend className="visually-hidden">Período</legend>
          {periods.map((days) => (
            <label key={days} className={styles.period}>
              <input
                type="radio"
                name={`periodo-${id}`}
                checked={period === days}
                onChange={() => onPeriodChange(days)}
              />
              {days} días
            </label>
          ))}
        </fieldset>
      </div>
      {children}
    </section>
  );
}
