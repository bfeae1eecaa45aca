import {
  ROUTE_PATTERN,
  ROUTE_PATTERN_LIMIT,
  VITAL_METRICS,
  VITAL_SPECS,
  vitalMaximum,
  type VitalMetric,
  VITALS_PATH,
  VITALS_PERIODS,
  type VitalsAnswer,
  type VitalsPeriod,
  type VitalsReport,
} from '@shop/contract';
import { type Static, Type } from 'typebox';
import type { Database } from '../../db/types';
import { requireAdmin } from '../auth';
import type { DailyAddressLimit } from '../../lib/daily-address-limit';
import { describing, ErrorSchema, type RouteScope } from '../../lib/schema';
import { acceptTextJson } from '../../lib/text-json-body';
import { recordVitals, vitalsSummary } from './vitals-store';

/** A metric's value: finite, from 0 to its last bucket's bound. */
const value = (metric: VitalMetric) =>
  Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: vitalMaximum(metric),
      description: `${VITAL_SPECS[metric].name}: ${VITAL_SPECS[metric].label}, en ${VITAL_SPECS[metric].unit}.`,
    }),
  );

/** The most errors of one kind a visit reports. */
const MAX_ERRORS = 100;
const errorCount = Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ERRORS }));

const ReportBody = describing<VitalsReport>()(
  Type.Object(
    {
      ruta: Type.String({
        minLength: 1,
        maxLength: ROUTE_PATTERN_LIMIT,
        pattern: ROUTE_PATTERN,
        description:
          "El patrón de ruta que atendió la página ('/catalogo-bicicletas', el de una ficha con su :slug), nunca su dirección.",
      }),
      metricas: Type.Object(
        {
          lcp: value('lcp'),
          inp: value('inp'),
          cls: value('cls'),
          ttfb: value('ttfb'),
          hidratacion: value('hidratacion'),
        },
        { additionalProperties: false },
      ),
      errores: Type.Object(
        { js: errorCount, carga: errorCount },
        {
          additionalProperties: false,
          description: 'carga: un script, chunk o remoto que no cargó; js: cualquier otro error.',
        },
      ),
    },
    { additionalProperties: false },
  ),
);

/** `dias`: 7 or 28, read from the query's text. */
const Period = Type.Unsafe<VitalsPeriod>({ type: 'integer', enum: [...VITALS_PERIODS], default: 7 });

const thresholds = VITAL_METRICS.map((metric) => {
  const { name, unit, good, poor } = VITAL_SPECS[metric];
  return `${metric} (${name}): bueno ≤ ${good}, malo > ${poor} ${unit}`;
}).join('; ');

const Summary = Type.Object(
  {
    p75: Type.Union([Type.Number(), Type.Null()], {
      description:
        'El percentil 75, leído del histograma: el límite superior del balde que lo contiene (lo sobrestima a lo sumo ' +
        'en el ancho de ese balde). Nulo sin muestras.',
    }),
    muestras: Type.Integer(),
  },
  { additionalProperties: false },
);

const AnswerSchema = describing<VitalsAnswer>()(
  Type.Object(
    {
      dias: Period,
      rutas: Type.Array(
        Type.Object(
          {
            ruta: Type.String(),
            muestras: Type.Integer({ description: 'Visitas medidas.' }),
            metricas: Type.Object(
              { lcp: Summary, inp: Summary, cls: Summary, ttfb: Summary, hidratacion: Summary },
              { additionalProperties: false },
            ),
            errores: Type.Object({ js: Type.Integer(), carga: Type.Integer() }, { additionalProperties: false }),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);

/** The most a report's body needs. */
const REPORT_BODY_LIMIT = 1024;

interface VitalsRouteOptions {
  db: Database;
  /** Reports one address may store per shop day. */
  limit: DailyAddressLimit;
}

/** The storefront's speed and errors from real visits (anonymous, sampled), and what the admin's panel reads. */
export async function vitalsRoutes(app: RouteScope, { db, limit }: VitalsRouteOptions) {
  const tags = ['velocidad'];
  acceptTextJson(app, REPORT_BODY_LIMIT);

  app.post(
    VITALS_PATH,
    {
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Anota la velocidad y los errores de una visita',
        description:
          'Anónimo: no guarda dirección, agente de usuario ni la dirección de la página, sólo suma la visita al ' +
          'patrón de ruta, cada valor a un balde del histograma de su métrica y los errores, por día. Acepta JSON ' +
          'como application/json o text/plain (navigator.sendBeacon). Cada dirección anota a lo sumo unas ' +
          `cientos por día, y cada día a lo sumo unas cien rutas (después contesta 202 sin guardar). Umbrales: ${thresholds}.`,
        body: ReportBody,
        response: { 202: Type.Unsafe<undefined>({ description: 'Recibido, sin cuerpo.' }), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const report: Static<typeof ReportBody> = request.body;
      // Past its allowance an address is answered as usual and not stored, as the product events.
      if (limit(request.ip)) await recordVitals(db, report);
      return reply.status(202).send(undefined);
    },
  );

  app.get(
    `${VITALS_PATH}/resumen`,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Velocidad del sitio: por ruta, el p75 de cada métrica, las visitas y los errores de 7 o 28 días',
        description: `Rutas con más visitas primero (hasta 100). Umbrales: ${thresholds}.`,
        querystring: Type.Object({ dias: Period }, { additionalProperties: false }),
        response: { 200: AnswerSchema, '4xx': ErrorSchema },
      },
    },
    async (request) => ({ dias: request.query.dias, rutas: await vitalsSummary(db, request.query.dias) }),
  );
}
