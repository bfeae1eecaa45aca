import { Outlet, useLocation } from '@shop/shared/router';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './root-layout.module.css';

/** Pages that start right under the bar: their own hero or band fills the top. */
const FLUSH_PATHS = new Set(['/', '/login', '/register']);

export function RootLayout() {
  const { pathname } = useLocation();

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#contenido">
        Saltar al contenido
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="contenido" tabIndex={-1} className={FLUSH_PATHS.has(pathname) ? styles.flush : styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
