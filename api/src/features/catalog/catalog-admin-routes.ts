import { BULK_ACTIONS, type BulkAction, type BulkAnswer, type CatalogSummary } from '@shop/contract';
import { Type } from 'typebox';
import { type Expression, type SqlBool, sql } from 'kysely';
import { firstRowOf, rowsOf, typedSql } from '../../db/typed-sql';
import type { Database } from '../../db/types';
import type { HistoryWrites } from '../history';
import { requireAdmin } from '../auth';
import { notFound } from '../../lib/http-error';
import { describing, ErrorSchema, MAX_ID, nullable, type RouteScope } from '../../lib/schema';
import { type CatalogKind, live } from '../catalog-item';
import { markDeleted, purgeDeleted, restoreDeleted } from './catalog-trash';

/** The column each bulk action that is not a delete or a restore sets on every selected item. */
const BULK_SETS: Readonly<
  Record<Exclude<BulkAction, 'eliminar' | 'restaurar'>, { visible: boolean } | { destacado: boolean }>
> = {
  mostrar: { visible: true },
  ocultar: { visible: false },
  destacar: { destacado: true },
  quitar_destacado: { destacado: false },
};

const BulkBody = Type.Object(
  {
    ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), {
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
    }),
    accion: Type.Enum(BULK_ACTIONS),
  },
  { additionalProperties: false },
);

const BulkAnswerSchema = describing<BulkAnswer>()(
  Type.Object({ accion: Type.Enum(BULK_ACTIONS), ids: Type.Array(Type.Integer()) }, { additionalProperties: false }),
);

const Summary = describing<CatalogSummary>()(
  Type.Object(
    {
      total: Type.Integer(),
      visibles: Type.Integer(),
      ocultos: Type.Integer(),
      destacados: Type.Integer(),
      sin_imagen: Type.Integer(),
      /** Null where the catalogue has no price. */
      sin_precio: nullable(Type.Integer()),
    },
    { additionalProperties: false },
  ),
);

/** The admin's bulk actions and the panel's counts for one catalogue, as a plugin of its catalogue's routes. */
export async function catalogAdminRoutes(
  app: RouteScope,
  { kind, db, history }: { kind: CatalogKind; db: Database; history: HistoryWrites },
) {
  const base = `/api/${kind.table}`;
  const tags = [kind.table];
  const security = [{ bearer: [] }];

  app.post(
    `${base}/lote`,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        body: BulkBody,
        response: {
          200: BulkAnswerSchema,
          '4xx': ErrorSchema,
        },
      },
    },
    async (request) => {
      const { ids, accion } = request.body;
      await history.transaction(
        request.user,
        async (tx) => {
          // All or nothing: every selected item must be there (deleted ones, for a restore).
          const found = await rowsOf(
            tx,
            typedSql
              .selectFrom(kind.table)
              .select('id')
              .where('id', 'in', ids)
              .where((eb) => (accion === 'restaurar' ? eb('deleted_at', 'is not', null) : live))
              .forUpdate(),
          );
          const missing = ids.filter((id) => !found.some((row) => row.id === id));
          if (missing.length) throw notFound(`${kind.notFound}: ${missing.join(', ')}`);
          if (accion === 'eliminar') await markDeleted(tx, kind, ids);
          else if (accion === 'restaurar') await restoreDeleted(tx, kind, ids);
          else
            await rowsOf(
              tx,
              typedSql
                .updateTable(kind.table)
                .set((eb) => ({ ...BULK_SETS[accion], version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
                .where('id', 'in', ids),
            );
        },
        'lote',
      );
      if (accion === 'eliminar') await purgeDeleted(db, kind);
      return { accion, ids };
    },
  );

  app.get(
    `${base}/resumen`,
    { onRequest: requireAdmin, schema: { tags, security, response: { 200: Summary, '4xx': ErrorSchema } } },
    async () => {
      const row = await firstRowOf(
        db,
        typedSql
          .selectFrom(kind.table)
          .select((eb) => {
            const count = (test?: Expression<SqlBool>) =>
              eb.cast<number>(test ? eb.fn.countAll().filterWhere(test) : eb.fn.countAll(), 'integer');
            const images = eb
              .selectFrom('imagenes as i')
              .select(sql.lit(1).as('one'))
              .where('i.owner_type', '=', kind.ownerType)
              .whereRef('i.owner_id', '=', `${kind.table}.id`);
            return [
              count().as('total'),
              count(eb.ref('visible')).as('visibles'),
              count(eb.not(eb.ref('visible'))).as('ocultos'),
              count(eb.ref('destacado')).as('destacados'),
              count(eb.not(eb.exists(images))).as('sin_imagen'),
              count(eb('precio', 'is', null)).as('sin_precio'),
            ];
          })
          .where(live),
      );
      return row;
    },
  );
}
