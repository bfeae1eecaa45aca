import { BULK_ACTIONS, type BulkAction, type BulkAnswer, type CatalogSummary } from '@shop/contract';
import { Type } from 'typebox';
import type { Database } from '../../db/types';
import { requireAdmin } from '../../lib/auth-context';
import { notFound } from '../../lib/http-error';
import { describing, ErrorSchema, MAX_ID, nullable, type RouteScope } from '../../lib/schema';
import type { CatalogKind } from './catalog-kind';
import { markDeleted, purgeDeleted, restoreDeleted } from './catalog-trash';
import { LIVE } from './item-version';

/** The column each bulk action that is not a delete or a restore sets on every selected item. */
const BULK_SETS: Readonly<Record<Exclude<BulkAction, 'eliminar' | 'restaurar'>, string>> = {
  mostrar: 'visible = true',
  ocultar: 'visible = false',
  destacar: 'destacado = true',
  quitar_destacado: 'destacado = false',
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

function placeholders(ids: readonly number[]): string {
  return ids.map((_, i) => `$${i + 1}`).join(', ');
}

/** The admin's bulk actions and the panel's counts for one catalogue, as a plugin of its catalogue's routes. */
export async function catalogAdminRoutes(app: RouteScope, { kind, db }: { kind: CatalogKind; db: Database }) {
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
      await db.transaction(async (tx) => {
        // All or nothing: every selected item must be there (deleted ones, for a restore).
        const state = accion === 'restaurar' ? 'deleted_at is not null' : LIVE;
        const found = await tx.query<{ id: number }>(
          `select id from ${kind.table} where id in (${placeholders(ids)}) and ${state} for update`,
          ids,
        );
        const missing = ids.filter((id) => !found.some((row) => row.id === id));
        if (missing.length) throw notFound(`${kind.notFound}: ${missing.join(', ')}`);
        if (accion === 'eliminar') await markDeleted(tx, kind, ids);
        else if (accion === 'restaurar') await restoreDeleted(tx, kind, ids);
        else
          await tx.query(
            `update ${kind.table} set ${BULK_SETS[accion]}, version = version + 1, updated_at = now()
             where id in (${placeholders(ids)})`,
            ids,
          );
      });
      if (accion === 'eliminar') await purgeDeleted(db, kind);
      return { accion, ids };
    },
  );

  app.get(
    `${base}/resumen`,
    { onRequest: requireAdmin, schema: { tags, security, response: { 200: Summary, '4xx': ErrorSchema } } },
    async () => {
      const withPrice = kind.numberFields.includes('precio');
      const [row] = await db.query<CatalogSummary>(
        `select count(*)::int as total,
           count(*) filter (where visible)::int as visibles,
           count(*) filter (where not visible)::int as ocultos,
           count(*) filter (where destacado)::int as destacados,
           count(*) filter (where not exists (
             select 1 from imagenes i where i.owner_type = $1 and i.owner_id = ${kind.table}.id))::int as sin_imagen,
           ${withPrice ? 'count(*) filter (where precio is null)::int' : 'null'} as sin_precio
         from ${kind.table} where ${LIVE}`,
        [kind.ownerType],
      );
      return row;
    },
  );
}
