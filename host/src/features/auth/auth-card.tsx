import type { ReactNode } from 'react';
import styles from './auth.module.css';

interface AuthCardProps {
  title: string;
  subtitle: string;
  /** The red box; announced as soon as it appears. */
  error: string | null;
  /** The green box: good news from the previous screen. */
  notice?: string | null;
  children: ReactNode;
  footer: ReactNode;
}

/** The band and card that sign-in and registration share. */
export function AuthCard({ title, subtitle, error, notice, children, footer }: AuthCardProps) {
  return (
    <div className={styles.band}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.subtitle}>{subtitle}</p>
        {notice && (
          <div className={styles.noticeBox} role="status">
            {notice}
          </div>
        )}
        {error && (
          <div className={styles.errorBox} role="alert">
            {error}
          </div>
        )}
        {children}
        <p className={styles.footer}>{footer}</p>
      </section>
    </div>
  );
}
