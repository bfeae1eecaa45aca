import { useRef, useState } from 'react';
import { useLocation } from '@shop/shared/router';
import { BrandLink } from './brand-link';
import { EnquiryLink } from './enquiry-link';
import { MainMenu } from './main-menu';
import { useDismiss } from './use-dismiss';
import styles from './site-header.module.css';

const MENU_ID = 'menu-principal';
/** A fragment naming no element: following it ends the menu's :target without scrolling the page. */
const MENU_CLOSED = 'menu-cerrado';

function ToggleIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.toggleIcon}>
      {open ? (
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The fixed top bar; on small screens the menu collapses behind a toggle. With JavaScript it is a button;
 * without, CSS shows links instead: the menu opens as the address's target and closes by leaving it (a
 * browser that cannot tell, lacking the `scripting` media feature, keeps the button).
 */
export function SiteHeader() {
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Remembering where the menu was opened closes it on any navigation, without an effect.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === location.key;

  useDismiss(headerRef, menuOpen, (reason) => {
    setOpenedAt(null);
    if (reason === 'escape') toggleRef.current?.focus();
  });

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.bar}>
        <BrandLink />
        <button
          ref={toggleRef}
          type="button"
          className={`${styles.toggle} ${styles.scriptToggle}`}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setOpenedAt(menuOpen ? null : location.key)}
        >
          <ToggleIcon open={menuOpen} />
        </button>
        <a href={`#${MENU_ID}`} className={`${styles.toggle} ${styles.noScriptOpen}`} aria-label="Abrir menú">
          <ToggleIcon open={false} />
        </a>
        <a href={`#${MENU_CLOSED}`} className={`${styles.toggle} ${styles.noScriptClose}`} aria-label="Cerrar menú">
          <ToggleIcon open />
        </a>
        <nav id={MENU_ID} aria-label="Principal" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          <MainMenu />
        </nav>
        <EnquiryLink />
      </div>
    </header>
  );
}
