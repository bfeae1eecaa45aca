import {
  CATALOG_TEXT_LIMITS,
  LIST_ORDERS,
  LIST_SORTS,
  type ListQuery,
  MAX_PRICE,
  STORE_ID_PATTERN,
} from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { ChangeFeed } from '../../db/change-feed';
import type { HistoryWrites } from '../history';
import { catalogHistoryRoutes } from './catalog-history-routes';
import { catalogPriceRoutes } from './catalog-price-routes';
import type { Database } from '../../db/types';
import { isAdmin, requireAdmin } from '../auth';
import { ErrorSchema, IdParams, MAX_ID, type RouteScope } from '../../lib/schema';
import { imageRoutes, type MediaStorage } from '../images';
import { catalogAdminRoutes } from './catalog-admin-routes';
import { catalogCsvRoutes } from './catalog-csv-routes';
import { type CatalogInput, catalogColumns } from './catalog-input';
import { type CatalogKind, lockItemVersion } from '../catalog-item';
import { listCatalog } from './catalog-list';
import { listPageSchema } from './catalog-schemas';
import { insertCatalogItem, sendItem, updateCatalogItem } from './catalog-store';
import { markDeleted, purgeDeleted, restoreDeleted } from './catalog-trash';
import { createListCache, type ListCache } from './list-cache';

function listQuerySchema(kind: CatalogKind) {
  return Type.Object(
    {
      q: Type.Optional(Type.String({ maxLength: 200 })),
      categoria: Type.Optional(Type.String({ maxLength: 500 })),
      color: Type.Optional(Type.String({ maxLength: CATALOG_TEXT_LIMITS.colour })),
      sort: Type.Optional(Type.Enum(LIST_SORTS, { description: LIST_SORTS.join(', ') })),
      order: Type.Optional(Type.Enum(LIST_ORDERS, { description: LIST_ORDERS.join(', ') })),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      exclude: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ID })),
      marca: Type.Optional(Type.String({ maxLength: 500, description: 'Marcas separadas por comas (cualquiera).' })),
      facets: Type.Optional(
        Type.Integer({ minimum: 0, maximum: 1, description: '1: agrega `facets` con los conteos de cada filtro.' }),
      ),
      // Whole pesos, within the integer column bicycles keep their price in.
      precio_min: Type.Optional(
        Type.Integer({ minimum: 0, maximum: MAX_PRICE.bicicletas, description: 'Precio desde (ARS)' }),
      ),
      precio_max: Type.Optional(
        Type.Integer({ minimum: 0, maximum: MAX_PRICE.bicicletas, description: 'Precio hasta (ARS)' }),
      ),
      disponible: Type.Optional(
        Type.Integer({
          minimum: 0,
          maximum: 1,
          description:
            "1: sólo lo disponible ahora ('En stock' o 'Pocas unidades'; en el color y la tienda elegidos, si los hay).",
        }),
      ),
      tienda: Type.Optional(
        Type.String({
          maxLength: CATALOG_TEXT_LIMITS.tienda,
          pattern: STORE_ID_PATTERN,
          description: "La tienda de 'Disponible ahora' (bicicletas): su `id` en la configuración del sitio.",
        }),
      ),
      en_oferta: Type.Optional(
        Type.Integer({
          minimum: 0,
          maximum: 1,
          description: '1: sólo lo que está en oferta hoy (entre oferta_desde y oferta_hasta, días de Argentina).',
        }),
      ),
      ...Object.fromEntries(kind.exactFilters.map((field) => [field, Type.Optional(Type.String({ maxLength: 120 }))])),
      ...Object.fromEntries(kind.booleanFilters.map((field) => [field, Type.Optional(Type.Boolean())])),
    },
    { additionalProperties: false },
  );
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CatalogOptions {
  kind: CatalogKind;
  db: Database;
  storage: MediaStorage;
  /** Writes here empty the other processes' caches too, and theirs this one's. */
  changes: ChangeFeed;
  /** How long a public list answer may be reused (0: never). */
  listCacheMs: number;
  /** Every write goes through it, so that the history records it. */
  history: HistoryWrites;
}

/** What every route of one catalogue works on. */
interface CatalogScope {
  kind: CatalogKind;
  db: Database;
  history: HistoryWrites;
  tags: string[];
}

const security = [{ bearer: [] }];
// Identify before validating: without an admin token a write is 401/403 whatever its body.
const adminOnly = { onRequest: requireAdmin };

/** Empties the list cache on this catalogue's admin writes, here and, through `changes`, in the other processes. */
function invalidateOnWrites(app: RouteScope, cache: ListCache, kind: CatalogKind, changes: ChangeFeed) {
  // Only an admin can write; a refused write must not let anyone empty the cache at will.
  const writesHere = (request: FastifyRequest) => !READ_METHODS.has(request.method) && isAdmin(request);
  // Callback style: these run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (writesHere(request)) cache.invalidate();
    done();
  });
  app.addHook('onResponse', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (writesHere(request)) {
      cache.invalidate();
      changes.publish(kind.table).catch((error: unknown) => request.log.error(error, 'No se pudo avisar el cambio.'));
    }
    done();
  });
  // A write through another process (or notifications that may have been missed).
  changes.subscribe((topic) => {
    if (topic === null || topic === kind.table) cache.invalidate();
  });
}

/** The list, from the cache when the answer is public and the cache is on. */
function listRoute(app: RouteScope, { kind, db, tags }: CatalogScope, cache: ListCache) {
  app.get<{ Querystring: ListQuery }>(
    `/api/${kind.table}`,
    {
      schema: {
        tags,
        querystring: listQuerySchema(kind),
        response: { 200: listPageSchema(kind.listItem), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const seeHidden = isAdmin(request);
      if (seeHidden || query.order === 'random' || !cache.enabled) return listCatalog(db, kind, query, seeHidden);
      const key = request.url;
      reply.type('application/json; charset=utf-8');
      const cached = cache.get(key);
      if (cached !== null) return reply.send(cached);
      const read = cache.readStart();
      // Serialised by the route's response schema, as an answer that does not come from the cache.
      const body = reply.serialize(await listCatalog(db, kind, query, false));
      if (typeof body === 'string') cache.set(key, body, read);
      return reply.send(body);
    },
  );
}

/** One item: read it, create it, replace it. */
function itemRoutes(app: RouteScope, { kind, db, history, tags }: CatalogScope) {
  const base = `/api/${kind.table}`;

  app.get(
    `${base}/:id`,
    { schema: { tags, params: IdParams, response: { 200: kind.record, '4xx': ErrorSchema } } },
    async (request, reply) => sendItem(db, kind, reply, request.params.id, isAdmin(request)),
  );

  app.post<{ Body: CatalogInput }>(
    base,
    {
      ...adminOnly,
      schema: { tags, security, body: kind.body, response: { 201: kind.record, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const id = await history.transaction(request.user, (tx) => insertCatalogItem(tx, kind, request.body));
      return reply.status(201).send(await sendItem(db, kind, reply, id, true));
    },
  );

  app.put<{ Params: { id: number }; Body: CatalogInput }>(
    `${base}/:id`,
    {
      ...adminOnly,
      schema: { tags, security, params: IdParams, body: kind.body, response: { 200: kind.record, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Refused before the item is locked: a body the API refuses waits for no other write.
      catalogColumns(kind, request.body);
      await history.transaction(request.user, async (tx) => {
        await lockItemVersion(tx, kind, id, request);
        await updateCatalogItem(tx, kind, id, request.body);
      });
      return sendItem(db, kind, reply, id, true);
    },
  );
}

/** Deleting an item (to the trash) and restoring it. */
function trashRoutes(app: RouteScope, { kind, db, history, tags }: CatalogScope) {
  const base = `/api/${kind.table}`;

  app.delete(
    `${base}/:id`,
    {
      ...adminOnly,
      schema: { tags, security, params: IdParams, response: { 204: Type.Null(), '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      await history.transaction(request.user, async (tx) => {
        await lockItemVersion(tx, kind, id, request);
        await markDeleted(tx, kind, [id]);
      });
      await purgeDeleted(db, kind);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:id/restaurar`,
    {
      ...adminOnly,
      schema: { tags, security, params: IdParams, response: { 200: kind.record, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Restoring an item that is already back answers it as it is: an undo may arrive twice.
      await history.transaction(request.user, (tx) => restoreDeleted(tx, kind, [id]));
      return sendItem(db, kind, reply, id, true);
    },
  );
}

/**
 * Public reads, admin writes and the images of one catalogue (bicycles or accessories), as one plugin: its hooks
 * run for its own routes and for its two child plugins (bulk actions and summary, images). The kind's schemas are
 * checked against the contract where they are written (`catalog-schemas.ts`), so the handlers name the contract's
 * request types.
 */
export async function catalogRoutes(
  app: RouteScope,
  { kind, db, storage, changes, listCacheMs, history }: CatalogOptions,
) {
  const scope: CatalogScope = { kind, db, history, tags: [kind.table] };
  const cache = createListCache({ ttlMs: listCacheMs });
  if (cache.enabled) invalidateOnWrites(app, cache, kind, changes);
  listRoute(app, scope, cache);
  itemRoutes(app, scope);
  trashRoutes(app, scope);
  await app.register(catalogAdminRoutes, { kind, db, history });
  await app.register(catalogHistoryRoutes, { kind, db, history });
  await app.register(catalogPriceRoutes, { kind, history });
  await app.register(catalogCsvRoutes, { kind, db, history, listQuery: listQuerySchema(kind) });
  await app.register(imageRoutes, { kind, db, storage, history });
}
