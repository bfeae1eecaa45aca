import type { ReactNode, Ref } from 'react';
import styles from './status-banner.module.css';

/** The red banner every failed action shows. */
export function ErrorBanner({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.banner} ${styles.error}`} role="alert">
      {children}
    </div>
  );
}

interface SuccessBannerProps {
  title: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A green confirmation; it can take focus so keyboard and screen-reader users land on it. */
export function SuccessBanner({ title, children, ref }: SuccessBannerProps) {
  return (
    <div ref={ref} className={`${styles.banner} ${styles.success}`} role="status" tabIndex={-1}>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
