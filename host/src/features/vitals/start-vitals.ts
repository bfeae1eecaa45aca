import { isSampled } from './vitals-sampling';

/** The route a page the server rendered without a screen of its own (the 404) reports under. */
const NO_ROUTE = '/*';

/**
 * Reports a sampled page load's speed and errors (features/vitals/vitals-reporter.ts). Its code, web-vitals
 * included, is requested only for a sampled visit and only after the page's `load` event: nothing of it is in
 * the scripts the page starts with.
 */
export function startVitals(route: string | undefined): void {
  if (!isSampled()) return;
  const load = async () => {
    const [{ reportVitals }, { webVitalsSource }] = await Promise.all([
      import(/* webpackChunkName: "vitals" */ './vitals-reporter'),
      import(/* webpackChunkName: "vitals" */ './web-vitals-source'),
    ]);
    reportVitals(route ?? NO_ROUTE, webVitalsSource);
  };
  if (document.readyState === 'complete') void load();
  else window.addEventListener('load', () => void load(), { once: true });
}
