import { useState } from 'react';
import { useRestoreEnquiry } from '@shop/shared/enquiry';
import { Outlet, useLocation } from '@shop/shared/router';
import { UnavailableSectionContext } from '../../common/unavailable-section';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './root-layout.module.css';

/** Pages that start right under the bar: their own hero or band fills the top. */
const FLUSH_PATHS = new Set(['/', '/login', '/register']);

/** The admin area brings its own navigation: no storefront header or footer around it while it shows. */
function isAdminArea(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export function RootLayout() {
  const { pathname } = useLocation();
  const [sectionUnavailable, setSectionUnavailable] = useState(false);
  const admin = isAdminArea(pathname);
  const storefrontFrame = !admin || sectionUnavailable;
  useRestoreEnquiry();

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#contenido">
        Saltar al contenido
      </a>
      <ScrollToTop />
      {storefrontFrame && <SiteHeader />}
      <main
        id="contenido"
        tabIndex={-1}
        className={!storefrontFrame ? styles.admin : FLUSH_PATHS.has(pathname) ? styles.flush : styles.main}
      >
        <UnavailableSectionContext value={setSectionUnavailable}>
          <Outlet />
        </UnavailableSectionContext>
      </main>
      {storefrontFrame && <SiteFooter />}
    </div>
  );
}
