import { useId, useState, type ReactNode } from 'react';
import styles from './panel-section.module.css';

interface PanelSectionProps {
  title: string;
  summary?: string;
  variant?: 'card' | 'help';
  children: ReactNode;
}

/** A card whose heading opens and closes its content (disclosure pattern). */
export function PanelSection({ title, summary, variant = 'card', children }: PanelSectionProps) {
  const [open, setOpen] = useState(false);
  const contentId = useId();

  return (
    <section className={`${styles.section} ${styles[variant] ?? ''}`} aria-labelledby={`${contentId}-title`}>
      <h2 className={styles.heading}>
        <button
          id={`${contentId}-title`}
          className={styles.toggle}
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.label}>
            <span className={styles.title}>{title}</span>
            {summary && <span className={styles.summary}>{summary}</span>}
          </span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h2>
      <div id={contentId} className={styles.content} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
