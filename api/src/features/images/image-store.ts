import type { Static } from 'typebox';
import type { Queryable } from '../../db/types';
import { notFound } from '../../lib/http-error';
import type { CatalogKind } from '../catalog/catalog-kind';
import { bumpItemVersion } from '../catalog/item-version';
import type { ImageSchema } from './image-schemas';
import type { ImageReference } from './image-reference';
import type { MediaStorage } from './storage/media-storage';
import { claimUpload, releaseUploads } from './upload-references';

export type Image = Static<typeof ImageSchema>;

/** An image row's columns besides its owner and its file, as a write gives them. */
export interface ImageFields {
  altText: string | null;
  orden: number;
  esPrincipal: boolean;
  width: number | null;
  height: number | null;
  mimeType: string | null;
}

/** One image of one item, as a write names it. */
export interface ImageTarget {
  kind: CatalogKind;
  ownerId: number;
}

const COLUMNS = 'id, url, alt_text, es_principal, orden, mime_type, width, height';

export async function listImages(db: Queryable, kind: CatalogKind, ownerId: number) {
  return db.query<Image>(
    `select ${COLUMNS} from imagenes where owner_type = $1 and owner_id = $2 order by es_principal desc, orden, id`,
    [kind.ownerType, ownerId],
  );
}

async function countImages(tx: Queryable, { kind, ownerId }: ImageTarget): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    'select count(*)::int as n from imagenes where owner_type = $1 and owner_id = $2',
    [kind.ownerType, ownerId],
  );
  return row?.n ?? 0;
}

/** One principal image per item: marking one (`keptId`, or a new one when null) clears the others. */
async function clearPrincipal(tx: Queryable, { kind, ownerId }: ImageTarget, keptId: number | null) {
  if (keptId === null)
    await tx.query('update imagenes set es_principal = false where owner_type = $1 and owner_id = $2', [
      kind.ownerType,
      ownerId,
    ]);
  else
    await tx.query(
      'update imagenes set es_principal = false where owner_type = $1 and owner_id = $2 and id <> $3 and es_principal',
      [kind.ownerType, ownerId, keptId],
    );
}

/**
 * Adds an image to a locked item and bumps the item's version; the first image is principal. The item stays
 * locked to the end, so that concurrent image writes on one item run one after the other and the one-principal
 * rule (a unique index) never sees two at once.
 */
export async function insertImage(
  tx: Queryable,
  target: ImageTarget,
  reference: ImageReference,
  fields: ImageFields,
  storage: MediaStorage,
) {
  const { kind, ownerId } = target;
  await claimUpload(tx, reference, storage, 'url');
  const principal = fields.esPrincipal || (await countImages(tx, target)) === 0;
  if (principal) await clearPrincipal(tx, target, null);
  const [image] = await tx.query<Image>(
    `insert into imagenes (owner_type, owner_id, url, alt_text, orden, es_principal, width, height, mime_type)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${COLUMNS}`,
    [
      kind.ownerType,
      ownerId,
      reference.url,
      fields.altText,
      fields.orden,
      principal,
      fields.width,
      fields.height,
      fields.mimeType,
    ],
  );
  if (!image) throw new Error('La imagen no se guardó.');
  return { image, version: await bumpItemVersion(tx, kind, ownerId) };
}

/** Replaces an image of a locked item; a file it no longer names is released. */
export async function updateImage(
  tx: Queryable,
  target: ImageTarget,
  imageId: number,
  reference: ImageReference,
  fields: ImageFields,
  storage: MediaStorage,
) {
  const { kind, ownerId } = target;
  await claimUpload(tx, reference, storage, 'url');
  const [previous] = await tx.query<{ url: string }>(
    'select url from imagenes where id = $1 and owner_type = $2 and owner_id = $3',
    [imageId, kind.ownerType, ownerId],
  );
  if (!previous) throw notFound('Imagen no encontrada');
  if (fields.esPrincipal) await clearPrincipal(tx, target, imageId);
  const [image] = await tx.query<Image>(
    `update imagenes set url = $1, alt_text = $2, orden = $3, es_principal = $4, width = $5, height = $6, mime_type = $7
     where id = $8 returning ${COLUMNS}`,
    [
      reference.url,
      fields.altText,
      fields.orden,
      fields.esPrincipal,
      fields.width,
      fields.height,
      fields.mimeType,
      imageId,
    ],
  );
  if (previous.url !== reference.url) await releaseUploads(tx, [previous.url]);
  return { image, version: await bumpItemVersion(tx, kind, ownerId) };
}

/** Deletes an image of a locked item and releases its file. */
export async function deleteImage(tx: Queryable, { kind, ownerId }: ImageTarget, imageId: number) {
  const [removed] = await tx.query<{ url: string }>(
    'delete from imagenes where id = $1 and owner_type = $2 and owner_id = $3 returning url',
    [imageId, kind.ownerType, ownerId],
  );
  if (!removed) throw notFound('Imagen no encontrada');
  await releaseUploads(tx, [removed.url]);
  return bumpItemVersion(tx, kind, ownerId);
}
