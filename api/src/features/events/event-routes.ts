import {
  CATALOG_TEXT_LIMITS,
  ENQUIRY_EVENT_KINDS,
  type EnquiryEventKind,
  EVENTS_PATH,
  HEX_COLOUR_PATTERN,
  INSIGHT_PERIODS,
  type InsightPeriod,
  type MostEnquiredAnswer,
  type ProductEventsAnswer,
  type ProductType,
} from '@shop/contract';
import { type Static, Type } from 'typebox';
import type { Database } from '../../db/types';
import { requireAdmin } from '../auth';
import { acceptTextJson } from '../../lib/text-json-body';
import { describing, ErrorSchema, MAX_ID, type RouteScope } from '../../lib/schema';
import type { EventLimits } from './event-limits';
import { createOffers, dailyCounts, mostEnquired, recordEvent } from './event-store';
import { createVisitors, VISITORS_PER_PRODUCT_HOUR } from './event-visitors';

const PRODUCT_TYPES: readonly ProductType[] = ['bicicleta', 'accesorio'];

const EventBody = Type.Object(
  {
    tipo: Type.Enum(PRODUCT_TYPES, { description: 'bicicleta o accesorio' }),
    id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
    evento: Type.Enum(ENQUIRY_EVENT_KINDS, { description: 'vista (se abrió la ficha) o consulta (clic en Consultar)' }),
    color: Type.Optional(
      Type.String({ pattern: HEX_COLOUR_PATTERN, description: 'Sólo bicicletas: un color que ofrece.' }),
    ),
    talle: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: CATALOG_TEXT_LIMITS.talle,
        description: 'Sólo bicicletas: un talle que ofrece.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** `dias`: 7 or 30, read from the query's text. */
const Period = Type.Unsafe<InsightPeriod>({ type: 'integer', enum: [...INSIGHT_PERIODS], default: 30 });

const Counts = { vistas: Type.Integer(), consultas: Type.Integer() };

const MostEnquiredSchema = describing<MostEnquiredAnswer>()(
  Type.Object(
    {
      dias: Period,
      items: Type.Array(
        Type.Object(
          { tipo: Type.Enum(PRODUCT_TYPES), id: Type.Integer(), nombre: Type.String(), ...Counts },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);

const ProductEventsSchema = describing<ProductEventsAnswer>()(
  Type.Object(
    {
      dias: Type.Array(
        Type.Object({ dia: Type.String({ format: 'date' }), ...Counts }, { additionalProperties: false }),
      ),
    },
    { additionalProperties: false },
  ),
);

/** The most a beacon's body needs. */
const EVENT_BODY_LIMIT = 1024;

interface EventRouteOptions {
  db: Database;
  /** Off (EVENTS_ENABLED=false): events are answered and dropped. */
  enabled: boolean;
  limits: EventLimits;
  /** Called with each event stored (the metrics count them). */
  ingested: (evento: EnquiryEventKind) => void;
}

/** Product views and chat clicks from the storefront (anonymous), and what the admin's panel reads of them. */
export async function eventRoutes(app: RouteScope, { db, enabled, limits, ingested }: EventRouteOptions) {
  const tags = ['eventos'];
  const security = [{ bearer: [] }];
  const counting = { offers: createOffers(db), visitors: createVisitors(db) };
  acceptTextJson(app, EVENT_BODY_LIMIT);

  app.post(
    EVENTS_PATH,
    {
      bodyLimit: EVENT_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Anota una vista de ficha o un clic en Consultar',
        description:
          'Anónimo: no guarda dirección, cookie ni agente de usuario. Cuenta personas: cada una (un hash con clave ' +
          'del día de su dirección y navegador, que se borra con el día) suma uno por producto, día y tipo, y cada ' +
          `producto suma a lo sumo ${VISITORS_PER_PRODUCT_HOUR} personas nuevas por hora. Acepta JSON como ` +
          'application/json o text/plain ' +
          '(navigator.sendBeacon). Cada dirección manda a lo sumo unos pocos por producto y día (después contesta 202 ' +
          'sin contar). Con EVENTS_ENABLED=false contesta 202 y no guarda nada.',
        body: EventBody,
        response: { 202: Type.Unsafe<undefined>({ description: 'Recibido, sin cuerpo.' }), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const event: Static<typeof EventBody> = request.body;
      // Past its limit an address is answered as usual and not counted: a script learns nothing, and a shopper's
      // browser never logs a refused beacon.
      const visitor = { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      if (enabled && limits(request.ip, event)) {
        await recordEvent(db, counting, event, visitor);
        ingested(event.evento);
      }
      return reply.status(202).send(undefined);
    },
  );

  app.get(
    `${EVENTS_PATH}/mas-consultados`,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Más consultados: clics en Consultar y vistas por producto, de los últimos 7 o 30 días',
        querystring: Type.Object({ dias: Period }, { additionalProperties: false }),
        response: { 200: MostEnquiredSchema, '4xx': ErrorSchema },
      },
    },
    async (request) => ({ dias: request.query.dias, items: await mostEnquired(db, request.query.dias) }),
  );

  app.get(
    `${EVENTS_PATH}/:tipo/:id`,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        summary: 'Vistas y clics en Consultar de un producto, día por día',
        params: Type.Object({ tipo: Type.Enum(PRODUCT_TYPES), id: Type.Integer({ minimum: 1, maximum: MAX_ID }) }),
        querystring: Type.Object({ dias: Period }, { additionalProperties: false }),
        response: { 200: ProductEventsSchema, '4xx': ErrorSchema },
      },
    },
    async (request) => ({
      dias: await dailyCounts(db, request.params.tipo, request.params.id, request.query.dias),
    }),
  );
}
