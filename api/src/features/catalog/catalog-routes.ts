import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/database';
import { isAdmin, requireAdmin } from '../../lib/auth-context';
import { notFound } from '../../lib/http-error';
import { deleteUnreferencedFiles } from '../images/image-files';
import { imageRoutes } from '../images/image-routes';
import { catalogColumns, type Row } from './catalog-input';
import type { CatalogKind } from './catalog-kinds';
import { listCatalog, MAX_LIMIT, type ListQuery } from './catalog-list';
import { insertCatalogItem } from './catalog-store';
import { createListCache } from './list-cache';

const Params = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const ErrorSchema = Type.Object({ error: Type.String() });
const Record_ = Type.Object({}, { additionalProperties: true });

function listQuerySchema(kind: CatalogKind) {
  return Type.Object(
    {
      q: Type.Optional(Type.String({ maxLength: 200 })),
      categoria: Type.Optional(Type.String({ maxLength: 500 })),
      color: Type.Optional(Type.String({ maxLength: 9 })),
      sort: Type.Optional(Type.String({ maxLength: 30 })),
      order: Type.Optional(Type.String({ maxLength: 30 })),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      exclude: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
      ...Object.fromEntries(kind.exactFilters.map((field) => [field, Type.Optional(Type.String({ maxLength: 120 }))])),
      ...Object.fromEntries(kind.booleanFilters.map((field) => [field, Type.Optional(Type.Boolean())])),
    },
    { additionalProperties: false },
  );
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CatalogOptions {
  uploadsDir: string;
  /** How long a public list answer may be reused (0: never). */
  listCacheMs: number;
}

/** Public reads, admin writes and the images of one catalogue (bicycles or accessories). */
export function catalogRoutes(
  app: FastifyInstance,
  kind: CatalogKind,
  db: Database,
  { uploadsDir, listCacheMs }: CatalogOptions,
) {
  const base = `/api/${kind.table}`;
  const tags = [kind.table];
  const adminOnly = { preHandler: requireAdmin };

  const cache = createListCache({ ttlMs: listCacheMs });
  if (cache.enabled) {
    // Only an admin can write; a refused write must not let anyone empty the cache at will.
    const writesHere = (request: FastifyRequest) =>
      !READ_METHODS.has(request.method) && request.url.startsWith(base) && isAdmin(request);
    // Callback style: this runs on every request, and an async hook costs a promise each time.
    const invalidate = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      if (writesHere(request)) cache.invalidate();
      done();
    };
    app.addHook('onRequest', invalidate);
    app.addHook('onResponse', invalidate);
  }

  async function findOne(id: number, seeHidden: boolean) {
    const [row] = await db.query<Row>(`select * from ${kind.table} where id = $1 ${seeHidden ? '' : 'and visible'}`, [
      id,
    ]);
    if (!row) throw notFound(kind.notFound);
    delete row.search_text;
    return row;
  }

  app.get(
    base,
    { schema: { tags, querystring: listQuerySchema(kind), response: { '4xx': ErrorSchema } } },
    async (request, reply) => {
      const query = request.query as ListQuery;
      const bounded = { ...query, limit: Math.min(query.limit ?? 15, MAX_LIMIT) };
      const seeHidden = isAdmin(request);
      if (seeHidden || query.order === 'random' || !cache.enabled) return listCatalog(db, kind, bounded, seeHidden);
      const key = request.url;
      reply.type('application/json; charset=utf-8');
      const cached = cache.get(key);
      if (cached !== null) return reply.send(cached);
      const generation = cache.generation();
      const body = JSON.stringify(await listCatalog(db, kind, bounded, false));
      cache.set(key, body, generation);
      return reply.send(body);
    },
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, params: Params, response: { 200: Record_, '4xx': ErrorSchema } } },
    async (request) => findOne((request.params as Static<typeof Params>).id, isAdmin(request)),
  );

  app.post(
    base,
    {
      ...adminOnly,
      schema: { tags, security: [{ bearer: [] }], body: kind.body, response: { 201: Record_, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const id = await insertCatalogItem(db, kind, request.body as Record<string, unknown>);
      return reply.status(201).send(await findOne(id, true));
    },
  );

  app.put(
    `${base}/:id`,
    {
      ...adminOnly,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: Params,
        body: kind.body,
        response: { 200: Record_, '4xx': ErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params as Static<typeof Params>;
      const row = catalogColumns(kind, request.body as Record<string, unknown>);
      const names = Object.keys(row);
      const updated = await db.query(
        `update ${kind.table} set ${names.map((name, i) => `${name} = $${i + 1}`).join(', ')}, updated_at = now()
         where id = $${names.length + 1} returning id`,
        [...Object.values(row), id],
      );
      if (updated.length === 0) throw notFound(kind.notFound);
      return findOne(id, true);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      ...adminOnly,
      schema: { tags, security: [{ bearer: [] }], params: Params, response: { 204: Type.Null(), '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const { id } = request.params as Static<typeof Params>;
      const urls = await db.transaction(async (tx) => {
        const removed = await tx.query(`delete from ${kind.table} where id = $1 returning id`, [id]);
        if (removed.length === 0) throw notFound(kind.notFound);
        const images = await tx.query<{ url: string }>(
          'delete from imagenes where owner_type = $1 and owner_id = $2 returning url',
          [kind.ownerType, id],
        );
        return images.map((image) => image.url);
      });
      await deleteUnreferencedFiles(db, urls, uploadsDir);
      return reply.status(204).send();
    },
  );

  imageRoutes(app, kind, db, uploadsDir);
}
