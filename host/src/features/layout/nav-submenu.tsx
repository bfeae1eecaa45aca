import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { NavLink, useLocation } from '@shop/shared/router';
import type { NavSubmenuItem } from './nav-items';
import { useDismiss } from './use-dismiss';
import styles from './main-menu.module.css';

const DESKTOP_QUERY = '(min-width: 60rem)';

interface NavSubmenuProps {
  item: NavSubmenuItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function isDesktopMouse(event: PointerEvent): boolean {
  return event.pointerType === 'mouse' && Boolean(window.matchMedia?.(DESKTOP_QUERY).matches);
}

/**
 * Opens the submenu while a desktop mouse hovers the item; touch and keyboard use the button.
 * Answers whether the hover opened it: the click that usually follows must not close it again.
 */
function useHoverOpen(ref: RefObject<HTMLElement | null>, onOpenChange: (open: boolean) => void) {
  const change = useEffectEvent(onOpenChange);
  const openedByHoverRef = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const hover = (open: boolean) => (event: PointerEvent) => {
      if (!isDesktopMouse(event)) return;
      openedByHoverRef.current = open;
      change(open);
    };
    const enter = hover(true);
    const leave = hover(false);
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
    };
  }, [ref]);

  return openedByHoverRef;
}

/** A menu item with a list of links: opens by click, by keyboard and (on desktop) by hovering. */
export function NavSubmenu({ item, open, onOpenChange }: NavSubmenuProps) {
  const { pathname } = useLocation();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = `submenu-${item.id}`;
  const inSection = item.sectionPrefixes.some((prefix) => pathname.startsWith(prefix));

  const openedByHoverRef = useHoverOpen(itemRef, onOpenChange);
  useDismiss(
    itemRef,
    open,
    (reason) => {
      const hadFocus = itemRef.current?.contains(document.activeElement);
      onOpenChange(false);
      if (reason === 'escape' && hadFocus) buttonRef.current?.focus();
    },
    'inner',
  );

  return (
    <li ref={itemRef} className={styles.item}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.link} ${styles.trigger} ${inSection ? styles.active : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          // The hover already opened it: this click confirms it; the next one closes it.
          const keepOpen = openedByHoverRef.current;
          openedByHoverRef.current = false;
          onOpenChange(keepOpen || !open);
        }}
      >
        {item.label}
        <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="m2.5 4.5 3.5 3.5 3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul id={listId} className={styles.submenu} hidden={!open}>
        {item.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) => `${styles.sublink} ${isActive ? styles.subActive : ''}`}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
