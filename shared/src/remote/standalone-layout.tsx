import { Suspense } from 'react';
import { Link, Outlet } from '@shop/shared/router';
import styles from './standalone-layout.module.css';

interface StandaloneLayoutProps {
  appName: string;
  links: string[];
}

/** The minimal shell a remote runs in on its own, for its team's development. */
export function StandaloneLayout({ appName, links }: StandaloneLayoutProps) {
  return (
    <>
      <nav className={styles.bar} aria-label="Rutas del remoto">
        <span className={styles.badge}>{appName} · modo independiente</span>
        {links.map((link) => (
          <Link key={link} to={link}>
            {link}
          </Link>
        ))}
      </nav>
      <main className={styles.main}>
        <Suspense fallback={<p>Cargando…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
