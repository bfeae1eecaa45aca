import type { HistoryAnswer } from '@shop/contract';
import { Type } from 'typebox';
import type { Database } from '../../db/types';
import { requireAdmin } from '../auth';
import { ErrorSchema, MAX_ID, type RouteScope } from '../../lib/schema';
import { HistoryAnswerSchema, type HistoryWrites, listHistory, valuesAfter } from '../history';
import type { CatalogInput } from './catalog-input';
import { type CatalogKind, lockItemVersion } from '../catalog-item';
import { sendItem, storedFields, updateCatalogItem } from './catalog-store';

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
const EntryParams = Type.Object({ id: Id, entradaId: Id });

/** An item's change history and 'Restaurar esta versión', as a plugin of its catalogue's routes (admin only). */
export async function catalogHistoryRoutes(
  app: RouteScope,
  { kind, db, history }: { kind: CatalogKind; db: Database; history: HistoryWrites },
) {
  const base = `/api/${kind.table}/:id/historial`;
  const tags = [kind.table];
  const security = [{ bearer: [] }];

  app.get(
    base,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        description:
          'Los cambios del producto, el más nuevo primero (borrado incluido): quién, cuándo, antes y después.',
        params: Type.Object({ id: Id }),
        response: { 200: HistoryAnswerSchema, '4xx': ErrorSchema },
      },
    },
    async (request): Promise<HistoryAnswer> => ({ items: await listHistory(db, kind.ownerType, request.params.id) }),
  );

  app.post(
    `${base}/:entradaId/restaurar`,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security,
        description:
          'Vuelve a escribir los campos como quedaron después de ese cambio, como un cambio nuevo. Con `If-Match` ' +
          '(la versión actual) contesta 412 y no cambia nada si el producto cambió desde entonces.',
        params: EntryParams,
        response: { 200: kind.record, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, entradaId } = request.params;
      await history.transaction(
        request.user,
        async (tx) => {
          await lockItemVersion(tx, kind, id, request);
          const values = await valuesAfter(tx, kind.ownerType, id, entradaId, await storedFields(tx, kind, id));
          // Stored values were once a valid body; they are checked again as one (a category may have gone since).
          await updateCatalogItem(tx, kind, id, values as CatalogInput);
        },
        'version',
      );
      return sendItem(db, kind, reply, id, true);
    },
  );
}
