import styles from './admin-guard.module.css';

/** Shown while the stored token is being checked against the server. */
export function SessionChecking() {
  return (
    <div className={styles.box} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.text}>Verificando tu sesión…</p>
    </div>
  );
}
