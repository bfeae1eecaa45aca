import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a cached list (~1 ms) to a request cut off by the 5 s deadline. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export interface ObservedGauge<Label extends string> {
  name: string;
  help: string;
  labelNames?: readonly Label[];
  read():
    | Array<{ labels?: Partial<Record<Label, string>>; value: number }>
    | Promise<Array<{ labels?: Partial<Record<Label, string>>; value: number }>>;
}

/**
 * The API's figures for Prometheus, in a registry of its own per app (tests build many apps in one process).
 * Gauges whose value lives elsewhere (queues, pools, backups) are read at scrape time through `observe`.
 */
export function createApiMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Pedidos atendidos, por método, patrón de ruta y estado.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Tiempo de respuesta, por método y patrón de ruta.',
      labelNames: ['method', 'route'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    refusals: new Counter({
      name: 'limit_refusals_total',
      help: 'Pedidos rechazados por un límite (429 demasiados intentos, 503 cálculo de contraseñas ocupado, 413 demasiado grande).',
      labelNames: ['route', 'status'] as const,
      registers,
    }),
    querySeconds: new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Tiempo de cada consulta a la base, por tipo (consulta, lista, transacción).',
      labelNames: ['operation'] as const,
      buckets: QUERY_BUCKETS,
      registers,
    }),
    queriesInFlight: new Gauge({
      name: 'db_queries_in_flight',
      help: 'Consultas a la base en curso.',
      registers,
    }),
    eventsIngested: new Counter({
      name: 'events_ingested_total',
      help: 'Vistas y consultas de productos guardadas, por evento.',
      labelNames: ['evento'] as const,
      registers,
    }),
    /** A gauge read when Prometheus scrapes, from a function that knows the values now. */
    observe<Label extends string>(gauge: ObservedGauge<Label>) {
      return new Gauge<Label>({
        name: gauge.name,
        help: gauge.help,
        labelNames: gauge.labelNames ?? [],
        registers,
        async collect() {
          const values = await gauge.read();
          this.reset();
          for (const { labels, value } of values) this.set(labels ?? {}, value);
        },
      });
    },
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;
