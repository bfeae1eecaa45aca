import { useEffect } from 'react';
import { useNavigate } from '@shop/shared/router';
import styles from './admin-guard.module.css';

/** Time to read the notice before going to sign in. */
const REDIRECT_DELAY_MS = 800;

export function SessionExpiredNotice({ loginPath }: { loginPath: string }) {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(loginPath, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loginPath, navigate]);

  return (
    <div className={`${styles.box} ${styles.alert}`} role="alert">
      <p className={styles.text}>Tu sesión expiró. Iniciá sesión nuevamente.</p>
    </div>
  );
}
