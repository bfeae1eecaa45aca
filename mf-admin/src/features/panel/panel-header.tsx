import { Link, useNavigate } from '@shop/shared/router';
import { selectUser, sessionCleared } from '@shop/shared/session';
import { useAppDispatch, useAppSelector } from '@shop/shared/store';
import styles from './panel-header.module.css';

export function PanelHeader() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  function logOut() {
    dispatch(sessionCleared());
    void navigate('/login');
  }

  return (
    <header className={styles.header}>
      <div>
        <p className={styles.eyebrow}>Panel de administración</p>
        <h1 className={styles.greeting}>Hola, {user?.nombre}</h1>
      </div>
      <div className={styles.actions}>
        <Link className={styles.secondary} to="/">
          Ir al sitio
        </Link>
        <button className={styles.primary} type="button" onClick={logOut}>
          Cerrar sesión
        </button>
      </div>
    </header>
  );
}
