import {
  POSTCODE_RANGE,
  SHIPPING_LIMITS,
  SHIPPING_ZONES_PATH,
  type ShippingZoneTable,
  shippingTableProblem,
} from '@shop/contract';
import { Type } from 'typebox';
import type { Database } from '../../db/types';
import { requireAdmin } from '../auth';
import { badRequest } from '../../lib/http-error';
import { describing, ErrorSchema, type RouteScope } from '../../lib/schema';
import { listShippingZones, replaceShippingZones } from './shipping-store';

/** Room for what the owner may type; the contract's rules say what fits (their messages name the field). */
const ZoneSchema = Type.Object(
  {
    nombre: Type.String({ maxLength: SHIPPING_LIMITS.name * 2, description: 'Cómo se llama la zona.' }),
    cp_desde: Type.Integer({
      description: `Primer código postal de la zona (${POSTCODE_RANGE.min} a ${POSTCODE_RANGE.max}).`,
    }),
    cp_hasta: Type.Integer({ description: 'Último código postal de la zona, incluido.' }),
    costo: Type.Integer({ description: 'Costo del envío, en pesos.' }),
    dias: Type.Integer({ description: 'Días hábiles que tarda.' }),
  },
  { additionalProperties: false },
);

const TableSchema = describing<ShippingZoneTable>()(
  Type.Object(
    { zonas: Type.Array(ZoneSchema, { maxItems: SHIPPING_LIMITS.zones * 2 }) },
    { additionalProperties: false },
  ),
);

interface ShippingRouteOptions {
  db: Database;
}

/** The shipping zones: read by anyone (the product pages quote from them), replaced whole by the admin. */
export async function shippingRoutes(app: RouteScope, { db }: ShippingRouteOptions) {
  const tags = ['envios'];

  app.get(
    SHIPPING_ZONES_PATH,
    {
      schema: {
        tags,
        summary: 'Las zonas de envío por código postal, con costo y días',
        response: { 200: TableSchema, '4xx': ErrorSchema },
      },
    },
    async () => ({ zonas: await listShippingZones(db) }),
  );

  app.put(
    SHIPPING_ZONES_PATH,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Reemplaza la tabla de zonas de envío',
        description: 'Los rangos no pueden superponerse: un código postal cae en una zona a lo sumo.',
        body: TableSchema,
        response: { 200: TableSchema, '4xx': ErrorSchema },
      },
    },
    async (request) => {
      const problem = shippingTableProblem(request.body.zonas);
      if (problem) throw badRequest(problem.error, problem.campo);
      await replaceShippingZones(db, request.body.zonas);
      return { zonas: await listShippingZones(db) };
    },
  );
}
