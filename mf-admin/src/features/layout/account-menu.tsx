import { useId, useState } from 'react';
import styles from './admin-layout.module.css';

interface AccountMenuProps {
  userName: string | null;
  onLogOut: () => void;
}

/**
 * The way to the site, who is signed in and Cerrar sesión: in the bar on wide screens; on a phone behind a 'Cuenta'
 * button, so that the sections keep the one row, their names whole.
 */
export function AccountMenu({ userName, onLogOut }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const itemsId = useId();

  return (
    <div className={styles.account}>
      <button
        className={styles.accountToggle}
        type="button"
        aria-expanded={open}
        aria-controls={itemsId}
        onClick={() => setOpen(!open)}
      >
        <span className={styles.menuIcon} aria-hidden="true">
          ☰
        </span>
        <span className={styles.visuallyHidden}>Cuenta</span>
      </button>
      <div id={itemsId} className={open ? `${styles.accountItems} ${styles.open}` : styles.accountItems}>
        <a className={styles.link} href="/">
          Ir al sitio
        </a>
        {userName && <span className={styles.user}>{userName}</span>}
        <button className={styles.logout} type="button" onClick={onLogOut}>
          Cerrar sesión
        </button>
      </div>
    </div>
  );
}
