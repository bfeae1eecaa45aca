import { Type, type Static } from 'typebox';
import { firstRowOf, typedSql } from '../../db/typed-sql';
import type { Database, Queryable } from '../../db/types';
import { isAdmin, requireAdmin } from '../auth';
import { badRequest, notFound } from '../../lib/http-error';
import { ErrorSchema, IdParams, type RouteScope } from '../../lib/schema';
import { optionalText } from '../../lib/text';
import { type CatalogKind, live, lockItemVersion, sendVersion } from '../catalog-item';
import type { HistoryWrites } from '../history';
import { requireImageReference } from './image-reference';
import { ImageBody, ImageParams, ImageSchema } from './image-schemas';
import { deleteImage, type ImageFields, insertImage, listImages, updateImage } from './image-store';
import type { MediaStorage } from './storage/media-storage';

export interface ImageRoutesOptions {
  kind: CatalogKind;
  db: Database;
  storage: MediaStorage;
  history: HistoryWrites;
}

async function assertOwner(db: Queryable, kind: CatalogKind, id: number, seeHidden: boolean) {
  const owner = typedSql.selectFrom(kind.table).select('id').where('id', '=', id).where(live);
  if (!(await firstRowOf(db, seeHidden ? owner : owner.where((eb) => eb.ref('visible')))))
    throw notFound(kind.notFound);
}

/** An image write's stored file (at the address the storage spells it) and its other columns. */
function imageValues(body: Static<typeof ImageBody>, storage: MediaStorage) {
  const address = body.url.trim();
  if (!address) throw badRequest('La URL de la imagen es obligatoria.', 'url');
  const fields: ImageFields = {
    altText: optionalText(body.alt_text),
    orden: body.orden ?? 1,
    esPrincipal: body.es_principal ?? false,
    width: body.width ?? null,
    height: body.height ?? null,
    mimeType: optionalText(body.mime_type),
    color: optionalText(body.color),
  };
  return { reference: requireImageReference(address, storage, 'url'), fields };
}

/** The images of one catalogue's items, as a plugin of its catalogue's routes: public reads, admin writes. */
export async function imageRoutes(app: RouteScope, { kind, db, storage, history }: ImageRoutesOptions) {
  const base = `/api/${kind.table}/:id/imagenes`;
  const tags = [kind.table];
  const adminOnly = { onRequest: requireAdmin };
  const security = [{ bearer: [] }];

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
      ...adminOnly,
      schema: { tags, security, params: IdParams, body: ImageBody, response: { 201: ImageSchema, '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { reference, fields } = imageValues(request.body, storage);
      const { image, version } = await history.transaction(request.user, async (tx) => {
        await lockItemVersion(tx, kind, id, request);
        return insertImage(tx, { kind, ownerId: id }, reference, fields, storage);
      });
      sendVersion(reply, version);
      return reply.status(201).send(image);
    },
  );

  app.put(
    `${base}/:imageId`,
    {
      ...adminOnly,
      schema: {
        tags,
        security,
        params: ImageParams,
        body: ImageBody,
        response: { 200: ImageSchema, '4xx': ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const { reference, fields } = imageValues(request.body, storage);
      const { image, version } = await history.transaction(request.user, async (tx) => {
        await lockItemVersion(tx, kind, id, request);
        return updateImage(tx, { kind, ownerId: id }, imageId, reference, fields, storage);
      });
      sendVersion(reply, version);
      return image;
    },
  );

  app.delete(
    `${base}/:imageId`,
    {
      ...adminOnly,
      schema: { tags, security, params: ImageParams, response: { 204: Type.Null(), '4xx': ErrorSchema } },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      const version = await history.transaction(request.user, async (tx) => {
        await lockItemVersion(tx, kind, id, request);
        return deleteImage(tx, { kind, ownerId: id }, imageId);
      });
      sendVersion(reply, version);
      return reply.status(204).send(null);
    },
  );
}
