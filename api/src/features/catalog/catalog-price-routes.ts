import {
  changedPrice,
  MAX_PRICE,
  PRICE_CHANGE_KINDS,
  PRICE_CHANGE_LIMITS,
  PRICE_ROUNDINGS,
  type PriceChangeAnswer,
} from '@shop/contract';
import { Type } from 'typebox';
import { requireAdmin } from '../auth';
import { badRequest } from '../../lib/http-error';
import { describing, ErrorSchema, MAX_ID, nullable, type RouteScope } from '../../lib/schema';
import type { HistoryWrites } from '../history';
import type { CatalogKind } from '../catalog-item';
import { setPrices } from './catalog-prices';

const Listed = {
  id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  version: Type.Integer({ minimum: 0, maximum: MAX_ID, description: 'La versión con que se listó (su ETag).' }),
};
const itemsOf = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Array(item, { minItems: 1, maxItems: 100, uniqueItems: true });

const ChangeBody = Type.Object(
  {
    items: itemsOf(Type.Object(Listed, { additionalProperties: false })),
    cambio: Type.Object(
      {
        tipo: Type.Enum(PRICE_CHANGE_KINDS, { description: 'porcentaje o monto (pesos)' }),
        valor: Type.Number({
          minimum: -PRICE_CHANGE_LIMITS.monto,
          maximum: PRICE_CHANGE_LIMITS.monto,
          description: 'Negativo baja el precio.',
        }),
        redondeo: Type.Enum(PRICE_ROUNDINGS, { description: 'Al $ 1 (sin redondeo), a $ 100 o a $ 1.000.' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

const UndoBody = Type.Object(
  {
    items: itemsOf(
      Type.Object(
        {
          ...Listed,
          precio: nullable(Type.Integer({ minimum: 0, maximum: MAX_PRICE.bicicletas })),
          precio_oferta: nullable(Type.Integer({ minimum: 0, maximum: MAX_PRICE.bicicletas })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const AnswerSchema = describing<PriceChangeAnswer>()(
  Type.Object(
    {
      items: Type.Array(
        Type.Object(
          {
            id: Type.Integer(),
            nombre: Type.String(),
            precio_anterior: nullable(Type.Number()),
            precio: nullable(Type.Number()),
            precio_oferta_anterior: nullable(Type.Number()),
            precio_oferta: nullable(Type.Number()),
            version: Type.Integer(),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);

/** The bulk price change of the admin's list and its undo, as a plugin of its catalogue's routes. */
export async function catalogPriceRoutes(
  app: RouteScope,
  { kind, history }: { kind: CatalogKind; history: HistoryWrites },
) {
  const base = `/api/${kind.table}/precios`;
  const schema = { tags: [kind.table], security: [{ bearer: [] }] };
  const response = { 200: AnswerSchema, '4xx': ErrorSchema };

  app.post(
    base,
    {
      onRequest: requireAdmin,
      schema: {
        ...schema,
        description:
          'Cambia el precio de cada ítem (± porcentaje o ± monto, redondeado), y su precio de oferta si tiene, en una ' +
          'transacción: todo o nada. Si ' +
          'alguno cambió desde que se listó (`version`), contesta 412 nombrándolo y no cambia ninguno.',
        body: ChangeBody,
        response,
      },
    },
    async (request) => {
      const { items, cambio } = request.body;
      if (cambio.tipo === 'porcentaje' && Math.abs(cambio.valor) > PRICE_CHANGE_LIMITS.porcentaje)
        throw badRequest(
          `El porcentaje va de -${PRICE_CHANGE_LIMITS.porcentaje} a ${PRICE_CHANGE_LIMITS.porcentaje}.`,
          'cambio.valor',
        );
      return history.transaction(
        request.user,
        (tx) =>
          setPrices(
            tx,
            kind,
            items,
            (item) => ({
              precio: changedPrice(item.precio, cambio),
              precio_oferta: changedPrice(item.precio_oferta, cambio),
            }),
            'cambio.valor',
          ),
        'precios',
      );
    },
  );

  app.post(
    `${base}/deshacer`,
    {
      onRequest: requireAdmin,
      schema: {
        ...schema,
        description:
          'Deshace un cambio de precios: vuelve cada ítem al precio y precio de oferta dados, con la versión que ' +
          'contestó el cambio (412 ' +
          'si alguno cambió desde entonces).',
        body: UndoBody,
        response,
      },
    },
    async (request) => {
      const { items } = request.body;
      const previous = new Map(items.map(({ id, precio, precio_oferta }) => [id, { precio, precio_oferta }]));
      return history.transaction(
        request.user,
        (tx) =>
          setPrices(tx, kind, items, (item) => previous.get(item.id) ?? { precio: null, precio_oferta: null }, 'items'),
        'precios',
      );
    },
  );
}
