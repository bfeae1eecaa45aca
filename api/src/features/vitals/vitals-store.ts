import {
  p75FromBuckets,
  type PageErrorKind,
  type RouteVitals,
  VITAL_METRICS,
  VITAL_SPECS,
  vitalBucket,
  type VitalMetric,
  type VitalsPeriod,
  type VitalsReport,
  type VitalSummary,
} from '@shop/contract';
import { SHOP_TODAY_SQL } from '../../db/shop-day';
import type { Queryable } from '../../db/types';

/** Measurements are kept this many days (the panel reads up to 28); older ones go at the hourly maintenance. */
export const VITALS_KEPT_DAYS = 35;

/** Distinct routes one shop day may store: past them, reports of a new route are dropped. */
export const ROUTES_PER_DAY = 100;

/** Routes the summary answers, those with the most visits first. */
const SUMMARY_ROUTES = 100;

/**
 * Adds one visit to the report's route for today, one sample to the bucket of each metric and its errors, in one
 * statement: parallel reports and other API instances never lose a count. A route new today is stored only while
 * the day has fewer than ROUTES_PER_DAY (two instances adding the last ones at once may pass it by one or two).
 */
export async function recordVitals(db: Queryable, report: VitalsReport): Promise<void> {
  const buckets = Object.fromEntries(
    VITAL_METRICS.flatMap((metric) => {
      const value = report.metricas[metric];
      return value === undefined ? [] : [[metric, vitalBucket(metric, value)]];
    }),
  );
  await db.query(
    `with today as (select ${SHOP_TODAY_SQL} as day),
     known as (
       insert into vital_routes (day, route, reports)
       select today.day, $1, 1 from today
       where exists (select 1 from vital_routes r where r.day = today.day and r.route = $1)
          or (select count(*) from vital_routes r where r.day = today.day) < ${ROUTES_PER_DAY}
       on conflict (day, route) do update set reports = vital_routes.reports + 1
       returning day, route
     ),
     samples as (
       insert into vital_buckets (day, route, metric, bucket, total)
       select known.day, known.route, m.key, m.value::smallint, 1 from known, jsonb_each_text($2::jsonb) as m
       on conflict (day, route, metric, bucket) do update set total = vital_buckets.total + 1
     )
     insert into vital_errors (day, route, kind, total)
     select known.day, known.route, e.key, e.value::int from known, jsonb_each_text($3::jsonb) as e
     where e.value::int > 0
     on conflict (day, route, kind) do update set total = vital_errors.total + excluded.total`,
    [report.ruta, JSON.stringify(buckets), JSON.stringify(report.errores)],
  );
}

/** Each route's histogram of each metric, from the summed bucket rows. */
function histograms(rows: readonly { route: string; metric: VitalMetric; bucket: number; total: number }[]) {
  const byRoute = new Map<string, Map<VitalMetric, number[]>>();
  for (const { route, metric, bucket, total } of rows) {
    const metrics = byRoute.get(route) ?? new Map<VitalMetric, number[]>();
    byRoute.set(route, metrics);
    const counts = metrics.get(metric) ?? VITAL_SPECS[metric].buckets.map(() => 0);
    metrics.set(metric, counts);
    counts[bucket] = total;
  }
  return byRoute;
}

function summaryOf(metric: VitalMetric, counts: readonly number[] = []): VitalSummary {
  return { p75: p75FromBuckets(metric, counts), muestras: counts.reduce((sum, count) => sum + count, 0) };
}

/** Per route over the last `days` shop days (today included): visits, each metric's p75 and the errors. */
export async function vitalsSummary(db: Queryable, days: VitalsPeriod): Promise<RouteVitals[]> {
  const since = `day > ${SHOP_TODAY_SQL} - $1::int`;
  const [routes, buckets, errors] = await Promise.all([
    db.query<{ route: string; reports: number }>(
      `select route, sum(reports)::int as reports from vital_routes where ${since}
       group by route order by reports desc, route limit ${SUMMARY_ROUTES}`,
      [days],
    ),
    db.query<{ route: string; metric: VitalMetric; bucket: number; total: number }>(
      `select route, metric, bucket, sum(total)::int as total from vital_buckets where ${since}
       group by route, metric, bucket`,
      [days],
    ),
    db.query<{ route: string; kind: PageErrorKind; total: number }>(
      `select route, kind, sum(total)::int as total from vital_errors where ${since} group by route, kind`,
      [days],
    ),
  ]);
  const histogramsOf = histograms(buckets);
  return routes.map(({ route, reports }) => {
    const metrics = histogramsOf.get(route);
    const errorsOf = (kind: PageErrorKind) =>
      errors.find((row) => row.route === route && row.kind === kind)?.total ?? 0;
    return {
      ruta: route,
      muestras: reports,
      metricas: {
        lcp: summaryOf('lcp', metrics?.get('lcp')),
        inp: summaryOf('inp', metrics?.get('inp')),
        cls: summaryOf('cls', metrics?.get('cls')),
        ttfb: summaryOf('ttfb', metrics?.get('ttfb')),
        hidratacion: summaryOf('hidratacion', metrics?.get('hidratacion')),
      },
      errores: { js: errorsOf('js'), carga: errorsOf('carga') },
    };
  });
}

/** Drops the days older than VITALS_KEPT_DAYS (their histograms and errors go with their routes). */
export async function purgeOldVitals(db: Queryable): Promise<void> {
  await db.query(`delete from vital_routes where day <= ${SHOP_TODAY_SQL} - ${VITALS_KEPT_DAYS}`);
}
