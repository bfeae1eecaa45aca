import { useEffect, useEffectEvent, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * Closes an open panel on Escape, or when a click or the focus lands outside `ref`.
 * An inner panel (a submenu inside the mobile menu) listens first and keeps Escape to itself.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
  layer: 'inner' | 'outer' = 'outer',
) {
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!open) return;
    const capture = layer === 'inner';
    const isOutside = (target: EventTarget | null) => !(target instanceof Node && ref.current?.contains(target));

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      dismiss('escape');
    }
    function handleOutside(event: Event) {
      if (isOutside(event.target)) dismiss('outside');
    }

    document.addEventListener('keydown', handleKeyDown, capture);
    document.addEventListener('pointerdown', handleOutside);
    document.addEventListener('focusin', handleOutside);
    return () => {
      document.removeEventListener('keydown', handleKeyDown, capture);
      document.removeEventListener('pointerdown', handleOutside);
      document.removeEventListener('focusin', handleOutside);
    };
  }, [open, layer, ref]);
}
