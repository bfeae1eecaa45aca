import { useState } from 'react';
import { NavLink, useLocation } from '@shop/shared/router';
import { ACCESSORIES_MENU, BIKES_MENU, type NavLinkItem } from './nav-items';
import { NavSubmenu } from './nav-submenu';
import styles from './main-menu.module.css';

interface OpenSubmenu {
  id: string;
  /** The location it was opened at: any navigation closes it. */
  locationKey: string;
}

function TopLink({ link }: { link: NavLinkItem }) {
  return (
    <li className={styles.item}>
      <NavLink
        to={link.to}
        end={link.to === '/'}
        className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
      >
        {link.label}
      </NavLink>
    </li>
  );
}

/** The site's sections; submenus open one at a time and close on navigation. */
export function MainMenu() {
  const location = useLocation();
  const [openSubmenu, setOpenSubmenu] = useState<OpenSubmenu | null>(null);
  const openId = openSubmenu?.locationKey === location.key ? openSubmenu.id : null;

  const submenuProps = (id: string) => ({
    open: openId === id,
    onOpenChange: (open: boolean) =>
      setOpenSubmenu((current) => (open ? { id, locationKey: location.key } : current?.id === id ? null : current)),
  });

  return (
    <ul className={styles.menu}>
      <TopLink link={{ label: 'INICIO', to: '/' }} />
      <NavSubmenu item={BIKES_MENU} {...submenuProps(BIKES_MENU.id)} />
      <NavSubmenu item={ACCESSORIES_MENU} {...submenuProps(ACCESSORIES_MENU.id)} />
      <TopLink link={{ label: 'CONTACTO', to: '/contacto' }} />
      <TopLink link={{ label: 'UBICACIÓN', to: '/ubicacion' }} />
    </ul>
  );
}
