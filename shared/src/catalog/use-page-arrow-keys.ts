import { useEffect, useEffectEvent } from 'react';

/** Fields and widgets that use the arrow keys themselves (a radio group, a text box, a select...). */
function arrowsBelongElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, select, textarea, [role="slider"], [role="tablist"] *');
}

/**
 * The left and right arrow keys move the product's gallery wherever the focus is on the page,
 * not only once the gallery is focused; fields that use the arrows keep them.
 */
export function usePageArrowKeys(enabled: boolean, previous: () => void, next: () => void) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (arrowsBelongElsewhere(event.target)) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
