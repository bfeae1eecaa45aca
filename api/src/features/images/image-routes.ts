import { Type, type Static } from 'typebox';
import type { Database, Queryable } from '../../db/types';
import { isAdmin, requireAdmin } from '../../lib/auth-context';
import { badRequest, notFound } from '../../lib/http-error';
import { ErrorSchema, IdParams, MAX_ID, nullable, type RouteScope } from '../../lib/schema';
import { optionalText } from '../../lib/text';
import type { CatalogKind } from '../catalog/catalog-kind';
import { bumpItemVersion, LIVE, lockItemVersion, sendVersion } from '../catalog/item-version';
import { requireImageReference } from './image-reference';
import type { MediaStorage } from './storage/media-storage';
import { claimUpload, releaseUploads } from './upload-references';

export const ImageSchema = Type.Object(
  {
    id: Type.Integer(),
    url: Type.String(),
    alt_text: Type.Union([Type.String(), Type.Null()]),
    es_principal: Type.Boolean(),
    orden: Type.Integer(),
    mime_type: Type.Union([Type.String(), Type.Null()]),
    width: Type.Union([Type.Integer(), Type.Null()]),
    height: Type.Union([Type.Integer(), Type.Null()]),
  },
  { additionalProperties: false },
);

const ImageBody = Type.Object(
  {
    url: Type.String({
      maxLength: 500,
      description:
        'Un archivo subido: la `url` que devolvió `POST /api/upload` (`/uploads/<nombre>.webp` o la del bucket).',
    }),
    alt_text: Type.Optional(nullable(Type.String({ maxLength: 300 }))),
    orden: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    es_principal: Type.Optional(Type.Boolean()),
    width: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 100_000 }))),
    height: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 100_000 }))),
    mime_type: Type.Optional(nullable(Type.String({ maxLength: 60 }))),
  },
  { additionalProperties: false },
);

const ImageParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
  imageId: Type.Integer({ minimum: 1, maximum: MAX_ID }),
});

const COLUMNS = 'id, url, alt_text, es_principal, orden, mime_type, width, height';

export async function listImages(db: Queryable, kind: CatalogKind, ownerId: number) {
  return db.query<Static<typeof ImageSchema>>(
    `select ${COLUMNS} from imagenes where owner_type = $1 and owner_id = $2 order by es_principal desc, orden, id`,
    [kind.ownerType, ownerId],
  );
}

async function assertOwner(db: Queryable, kind: CatalogKind, id: number, seeHidden: boolean) {
  const rows = await db.query(
    `select id from ${kind.table} where id = $1 and ${LIVE} ${seeHidden ? '' : 'and visible'}`,
    [id],
  );
  if (rows.length === 0) throw notFound(kind.notFound);
}

/** An image row's reference (a stored file, at the address the storage spells it) and its other columns. */
function imageValues(body: Static<typeof ImageBody>, storage: MediaStorage) {
  const address = body.url.trim();
  if (!address) throw badRequest('La URL de la imagen es obligatoria.');
  return {
    reference: requireImageReference(address, storage),
    columns: [
      optionalText(body.alt_text),
      body.orden ?? 1,
      body.es_principal ?? false,
      body.width ?? null,
      body.height ?? null,
      optionalText(body.mime_type),
    ] as const,
  };
}

/** One principal image per item: marking one clears the others; the first image is principal. */
async function settlePrincipal(tx: Queryable, kind: CatalogKind, ownerId: number, principalId: number | null) {
  if (principalId !== null) {
    await tx.query(
      'update imagenes set es_principal = false where owner_type = $1 and owner_id = $2 and id <> $3 and es_principal',
      [kind.ownerType, ownerId, principalId],
    );
  }
}

export function imageRoutes(app: RouteScope, kind: CatalogKind, db: Database, storage: MediaStorage) {
  const base = `/api/${kind.table}/:id/imagenes`;
  const tags = [kind.table];

  app.get(
    base,
    { schema: { tags, params: IdParams, response: { 200: Type.Array(ImageSchema), '4xx': ErrorSchema } } },
    async (request) => {
      const { id } = request.params;
      await assertOwner(db, kind, id, isAdmin(request));
      return listImages(db, kind, id);
    },
  );

  app.post(
    base,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: IdParams,
        body: ImageBody,
        response: { 201: ImageSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { reference, columns } = imageValues(request.body, storage);
      const [altText, orden, principalAsked, width, height, mimeType] = columns;
      // The item stays locked to the end, so that concurrent image writes on one item run one after
      // the other and the one-principal rule (a unique index) never sees two at once.
      const { image, version } = await db.transaction(async (tx) => {
        await lockItemVersion(tx, kind, id, request);
        await claimUpload(tx, reference, storage);
        const [{ n }] = (await tx.query<{ n: number }>(
          'select count(*)::int as n from imagenes where owner_type = $1 and owner_id = $2',
          [kind.ownerType, id],
        )) as [{ n: number }];
        const principal = principalAsked || n === 0;
        if (principal)
          await tx.query('update imagenes set es_principal = false where owner_type = $1 and owner_id = $2', [
            kind.ownerType,
            id,
          ]);
        const [row] = await tx.query<Static<typeof ImageSchema>>(
          `insert into imagenes (owner_type, owner_id, url, alt_text, orden, es_principal, width, height, mime_type)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
          [kind.ownerType, id, reference.url, altText, orden, principal, width, height, mimeType],
        );
        if (!row) throw new Error('La imagen no se guardó.');
        return { image: row, version: await bumpItemVersion(tx, kind, id) };
      });
      sendVersion(reply, version);
      return reply.status(201).send(image);
    },
  );

  app.put(
    `${base}/:imageId`,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: ImageParams,
        body: ImageBody,
        response: { 200: ImageSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const { reference, columns } = imageValues(request.body, storage);
      const { image, version } = await db.transaction(async (tx) => {
        await lockItemVersion(tx, kind, id, request);
        await claimUpload(tx, reference, storage);
        const [previous] = await tx.query<{ url: string }>(
          'select url from imagenes where id = $1 and owner_type = $2 and owner_id = $3',
          [imageId, kind.ownerType, id],
        );
        if (!previous) throw notFound('Imagen no encontrada');
        if (request.body.es_principal) await settlePrincipal(tx, kind, id, imageId);
        const [row] = await tx.query<Static<typeof ImageSchema>>(
          `update imagenes set url = $1, alt_text = $2, orden = $3, es_principal = $4, width = $5, height = $6, mime_type = $7
           where id = $8 returning ${COLUMNS}`,
          [reference.url, ...columns, imageId],
        );
        if (previous.url !== reference.url) await releaseUploads(tx, [previous.url]);
        return { image: row, version: await bumpItemVersion(tx, kind, id) };
      });
      sendVersion(reply, version);
      return image;
    },
  );

  app.delete(
    `${base}/:imageId`,
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: ImageParams,
        response: { 204: Type.Null(), '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const version = await db.transaction(async (tx) => {
        await lockItemVersion(tx, kind, id, request);
        const [removed] = await tx.query<{ url: string }>(
          'delete from imagenes where id = $1 and owner_type = $2 and owner_id = $3 returning url',
          [imageId, kind.ownerType, id],
        );
        if (!removed) throw notFound('Imagen no encontrada');
        await releaseUploads(tx, [removed.url]);
        return bumpItemVersion(tx, kind, id);
      });
      sendVersion(reply, version);
      return reply.status(204).send(null);
    },
  );
}
