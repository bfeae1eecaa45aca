import { NavLink, Outlet, useNavigate } from '@shop/shared/router';
import { selectUser, signOut } from '@shop/shared/session';
import { useAppDispatch, useAppSelector } from '@shop/shared/store';
import { AccountMenu } from './account-menu';
import styles from './admin-layout.module.css';

// Four fit in one row of a 375 px header; the revocation requests are reached from the panel's card.
const SECTIONS = [
  { to: '/admin', label: 'Panel', end: true },
  { to: '/admin/home/portadas-secundarias', label: 'Portadas', end: false },
  { to: '/admin/bicicletas/editar', label: 'Bicicletas', end: false },
  { to: '/admin/accesorios/editar', label: 'Accesorios', end: false },
] as const;

/** The back office's own frame: its sections, the way to the site, who is signed in and Cerrar sesión. */
export function AdminLayout() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  async function logOut() {
    await dispatch(signOut());
    await navigate('/login');
  }

  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <nav className={styles.nav} aria-label="Administración">
          <ul className={styles.links}>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                  to={section.to}
                  end={section.end}
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <AccountMenu userName={user?.nombre ?? null} onLogOut={() => void logOut()} />
      </header>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
