import type { ReactNode, Ref } from 'react';
import styles from './status-banner.module.css';

interface ErrorBannerProps {
  children: ReactNode;
  /** A failed check that names no single field: the form moves focus here, so it is read and seen. */
  focusTarget?: boolean;
}

/** The red banner every failed action shows. */
export function ErrorBanner({ children, focusTarget = false }: ErrorBannerProps) {
  return (
    <div
      className={`${styles.banner} ${styles.error}`}
      role="alert"
      tabIndex={focusTarget ? -1 : undefined}
      data-failure={focusTarget || undefined}
    >
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
