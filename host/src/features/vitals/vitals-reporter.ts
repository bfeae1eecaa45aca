import {
  PAGE_ERROR_KINDS,
  type PageErrorKind,
  VITAL_METRICS,
  type VitalMetric,
  vitalMaximum,
  VITALS_PATH,
  type VitalsReport,
} from '@shop/contract';
import { siteConfig } from '@shop/shared/config';
import { HYDRATED_MARK } from '../../common/hydrated-mark';

declare global {
  interface Window {
    /** The page's errors so far, by kind (webpack/page-errors.browser.js, inlined in <head>). */
    __pageErrors?: Partial<Record<PageErrorKind, number>>;
  }
}

/** Where the measurements come from: calls `record` with each metric's value (ms; CLS as a score) as it is known. */
export type VitalsSource = (record: (metric: Exclude<VitalMetric, 'hidratacion'>, value: number) => void) => void;

/** The most errors of one kind a report carries (the API's bound). */
const MAX_ERRORS = 100;

/** From the first contentful paint to the `hydrated` mark, as bench/dead-window.mjs measures it; none before. */
function hydrationTime(): number | undefined {
  const [paint] = performance.getEntriesByName('first-contentful-paint');
  const [hydrated] = performance.getEntriesByName(HYDRATED_MARK);
  return paint && hydrated ? Math.max(0, hydrated.startTime - paint.startTime) : undefined;
}

/** A value as the API takes it: rounded (ms to the unit, CLS to four decimals) and within its metric's bounds. */
function bounded(metric: VitalMetric, value: number): number {
  const rounded = metric === 'cls' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  return Math.min(Math.max(rounded, 0), vitalMaximum(metric));
}

function errorCounts(): VitalsReport['errores'] {
  const counted = window.__pageErrors ?? {};
  return Object.fromEntries(PAGE_ERROR_KINDS.map((kind) => [kind, Math.min(counted[kind] ?? 0, MAX_ERRORS)]));
}

/**
 * Collects this page load's measurements and sends them once, with navigator.sendBeacon, when the page is first
 * hidden (the visitor leaves, switches tab or closes it). Not at pagehide: a page that unloads fires it before
 * visibilitychange, where web-vitals reports its final LCP, CLS and INP. The
 * report names only the route pattern the host matched, the numbers and the error counts: no address, query, id
 * or user agent. The body is text (a CORS-safelisted type): no preflight to the API's origin.
 */
export function reportVitals(route: string, source: VitalsSource): void {
  const metricas: VitalsReport['metricas'] = {};
  let sent = false;
  source((metric, value) => {
    if (Number.isFinite(value)) metricas[metric] = bounded(metric, value);
  });
  const send = () => {
    if (sent) return;
    sent = true;
    const hydration = hydrationTime();
    if (hydration !== undefined) metricas.hidratacion = bounded('hidratacion', hydration);
    const ordered = Object.fromEntries(
      VITAL_METRICS.flatMap((metric) => (metricas[metric] === undefined ? [] : [[metric, metricas[metric]]])),
    );
    const report: VitalsReport = { ruta: route, metricas: ordered, errores: errorCounts() };
    navigator.sendBeacon(`${siteConfig.apiUrl}${VITALS_PATH}`, JSON.stringify(report));
  };
  // Listened at the document: web-vitals reports its last values in the capture phase at the window, before.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
}
