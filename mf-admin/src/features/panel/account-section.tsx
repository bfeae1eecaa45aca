import { EndAllSessions } from './end-all-sessions';
import { PasswordChangeForm } from './password-change-form';
import styles from './account-section.module.css';

/** The admin's own account: the password and the sessions. */
export function AccountSection() {
  return (
    <div className={styles.account}>
      <PasswordChangeForm />
      <EndAllSessions />
    </div>
  );
}
