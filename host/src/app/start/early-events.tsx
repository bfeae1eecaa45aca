import { useEffect } from 'react';
import { HYDRATED_MARK } from '../../common/hydrated-mark';

/** What early-events.browser.ts keeps of the visitor's actions before hydration. */
interface EarlyEvents {
  /** React answers events from now on: the script stops holding them. */
  handOver(): void;
  /** Runs what was held, each once: buttons clicked again, forms submitted. */
  replay(): void;
  /** The app will not start (a script failed): held forms are sent natively (start-after-paint.browser.js). */
  fail(): void;
}

declare global {
  interface Window {
    __earlyEvents?: EarlyEvents;
  }
}

/** Called just before hydrating: from then on React hydrates and answers any new event itself. */
export function handOverEarlyEvents(): void {
  window.__earlyEvents?.handOver();
}

/** Marks the first time the page has come alive; a screen the router shows later is no page load. */
function markHydrated(): void {
  if (performance.getEntriesByName(HYDRATED_MARK).length === 0) performance.mark(HYDRATED_MARK);
}

/**
 * Replays, once hydration has committed, what the visitor did while the page was not yet alive: from
 * then on the page works.
 */
export function ReplayEarlyEvents() {
  useEffect(() => {
    markHydrated();
    window.__earlyEvents?.replay();
  }, []);
  return null;
}
