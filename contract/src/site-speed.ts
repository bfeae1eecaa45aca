/** Where the storefront reports a visit's speed and errors (anonymous, answered 202). */
export const VITALS_PATH = '/api/vitals';

/**
 * What a visit measures: Google's Core Web Vitals (largest contentful paint, interaction to next paint,
 * cumulative layout shift), the time to the first byte, and the time from the first contentful paint to the
 * page working (the host's `hydrated` mark; the bench's 'ventana muerta').
 */
export const VITAL_METRICS = ['lcp', 'inp', 'cls', 'ttfb', 'hidratacion'] as const;

export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The errors a visit counts: a script, chunk or remote that did not load ('carga'), or any other ('js'). */
export const PAGE_ERROR_KINDS = ['js', 'carga'] as const;

export type PageErrorKind = (typeof PAGE_ERROR_KINDS)[number];

/** How a value reads against its metric's thresholds. */
export type VitalRating = 'bueno' | 'mejorable' | 'malo';

export const VITAL_RATING_LABELS: Readonly<Record<VitalRating, string>> = {
  bueno: 'Bueno',
  mejorable: 'Mejorable',
  malo: 'Malo',
};

export interface VitalSpec {
  /** Its short name, a column's heading. */
  name: string;
  /** What it measures, in words. */
  label: string;
  /** Milliseconds, or a score without unit (CLS). */
  unit: 'ms' | 'puntaje';
  /** Up to this value (included) it is good. */
  good: number;
  /** Over this value it is poor; between the two, it needs improvement. */
  poor: number;
  /**
   * The upper bounds of the stored histogram's buckets, ascending; the last is the largest value accepted. Both
   * thresholds are bounds, so a p75 read from the buckets rates exactly.
   */
  buckets: readonly number[];
}

/**
 * Each metric's thresholds (Google's for LCP, INP, CLS and TTFB; for the hydration, ours: the bench's target is
 * 1 s at 4× CPU, and past 2.5 s a shopper taps a page that does not answer yet) and histogram bounds.
 */
export const VITAL_SPECS: Readonly<Record<VitalMetric, VitalSpec>> = {
  lcp: {
    name: 'LCP',
    label: 'el mayor pintado con contenido',
    unit: 'ms',
    good: 2500,
    poor: 4000,
    buckets: [500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 20_000, 60_000],
  },
  inp: {
    name: 'INP',
    label: 'la respuesta a la interacción más lenta',
    unit: 'ms',
    good: 200,
    poor: 500,
    buckets: [50, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000, 5000, 60_000],
  },
  cls: {
    name: 'CLS',
    label: 'el corrimiento acumulado del diseño',
    unit: 'puntaje',
    good: 0.1,
    poor: 0.25,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.5, 1, 10],
  },
  ttfb: {
    name: 'TTFB',
    label: 'el primer byte de la página',
    unit: 'ms',
    good: 800,
    poor: 1800,
    buckets: [100, 200, 400, 600, 800, 1000, 1200, 1500, 1800, 2500, 5000, 10_000, 60_000],
  },
  hidratacion: {
    name: 'Hidratación',
    label: 'del primer pintado a la página viva',
    unit: 'ms',
    good: 1000,
    poor: 2500,
    buckets: [250, 500, 750, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10_000, 60_000],
  },
};

/** The largest value of a metric a report may carry: its last bucket's bound. */
export function vitalMaximum(metric: VitalMetric): number {
  const { buckets } = VITAL_SPECS[metric];
  return buckets[buckets.length - 1] ?? 0;
}

/** The bucket a value falls in: the first whose bound is not below it. */
export function vitalBucket(metric: VitalMetric, value: number): number {
  const { buckets } = VITAL_SPECS[metric];
  const index = buckets.findIndex((bound) => value <= bound);
  return index === -1 ? buckets.length - 1 : index;
}

/**
 * The 75th percentile from a histogram (counts per bucket, as `buckets` orders them): the upper bound of the bucket
 * that holds it, so it overstates by at most a bucket's width. Null without samples.
 */
export function p75FromBuckets(metric: VitalMetric, counts: readonly number[]): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  const { buckets } = VITAL_SPECS[metric];
  let seen = 0;
  for (const [index, count] of counts.entries()) {
    seen += count;
    if (seen >= rank) return buckets[index] ?? null;
  }
  return null;
}

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_SPECS[metric];
  if (value <= good) return 'bueno';
  return value > poor ? 'malo' : 'mejorable';
}

/** A route pattern as the host matched it ('/bici/:slug'): never an address with ids or a query. */
export const ROUTE_PATTERN = '^/[A-Za-z0-9/:*_.-]*$';
export const ROUTE_PATTERN_LIMIT = 100;

/** The body of POST /api/vitals, sent once per sampled visit when the page is hidden. */
export interface VitalsReport {
  /** The pattern of the route the page was loaded at. */
  ruta: string;
  /** The values measured (a visit without interaction has no INP). */
  metricas: Partial<Record<VitalMetric, number>>;
  /** The errors counted, by kind. */
  errores: Partial<Record<PageErrorKind, number>>;
}

/** The periods, in days, the panel reads the measurements over. */
export const VITALS_PERIODS = [7, 28] as const;

export type VitalsPeriod = (typeof VITALS_PERIODS)[number];

/** A metric over the period: its p75 (a bucket's upper bound; null without samples) and how many samples. */
export interface VitalSummary {
  p75: number | null;
  muestras: number;
}

/** One route of GET /api/vitals/resumen. */
export interface RouteVitals {
  ruta: string;
  /** The visits reported. */
  muestras: number;
  metricas: Record<VitalMetric, VitalSummary>;
  errores: Record<PageErrorKind, number>;
}

export interface VitalsAnswer {
  dias: VitalsPeriod;
  rutas: RouteVitals[];
}
