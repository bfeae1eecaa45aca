import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * What a full-screen modal needs from the page: scroll locked, the site's navigation hidden
 * (the host hides it while body[data-viewer-open] is set), focus moved in and kept inside,
 * Escape and the given keys handled, and focus given back to where it was on close.
 */
export function useModalEffects(
  container: RefObject<HTMLElement | null>,
  initialFocus: RefObject<HTMLElement | null>,
  onKey: (event: KeyboardEvent) => void,
) {
  const handleKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Tab') trapTab(event, container.current);
    else onKey(event);
  });

  useEffect(() => {
    const { body } = document;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    body.dataset.viewerOpen = 'true';
    initialFocus.current?.focus();
    const listener = (event: KeyboardEvent) => handleKey(event);
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
      body.style.overflow = previousOverflow;
      delete body.dataset.viewerOpen;
      previousFocus?.focus();
    };
  }, [initialFocus]);
}

function trapTab(event: KeyboardEvent, container: HTMLElement | null) {
  const focusable = [...(container?.querySelectorAll<HTMLElement>('button:not([tabindex="-1"]), a[href]') ?? [])];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
