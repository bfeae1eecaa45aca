import { selectUser } from '@shop/shared/session';
import { useAppSelector } from '@shop/shared/store';
import styles from './panel-header.module.css';

/** The greeting; the way to the site and Cerrar sesión are in the admin's navigation bar. */
export function PanelHeader() {
  const user = useAppSelector(selectUser);

  return (
    <header className={styles.header}>
      <div>
        <p className={styles.eyebrow}>Panel de administración</p>
        <h1 className={styles.greeting}>Hola, {user?.nombre}</h1>
      </div>
    </header>
  );
}
