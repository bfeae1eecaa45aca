import type { Static } from 'typebox';
import type { Queryable } from '../../db/types';
import { normaliseHex, presentColours } from '@shop/contract';
import { badRequest, notFound } from '../../lib/http-error';
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
  /** The product colour the photo shows (hex), or null. */
  color: string | null;
}

/** One image of one item, as a write names it. */
export interface ImageTarget {
  kind: CatalogKind;
  ownerId: number;
}

const COLUMNS = 'id, url, alt_text, es_principal, orden, mime_type, width, height, color';

/** An image's colour, normalised: one of the locked item's colours (a 400 naming `color` otherwise), or null. */
async function offeredColour(tx: Queryable, { kind, ownerId }: ImageTarget, colour: string | null) {
  if (colour === null) return null;
  const hex = normaliseHex(colour);
  const [row] = kind.colourFields.length
    ? await tx.query<Record<string, string | null>>(
        `select ${kind.colourFields.join(', ')} from ${kind.table} where id = $1`,
        [ownerId],
      )
    : [];
  if (!presentColours(Object.values(row ?? {})).includes(hex))
    throw badRequest(`El producto no se ofrece en el color ${colour}: elegí uno de los suyos.`, 'color');
  return hex;
}

/** After a bicycle's colours change, its photos tagged with a colour it no longer has are untagged. */
export async function untagRemovedColours(tx: Queryable, kind: CatalogKind, ownerId: number) {
  if (kind.colourFields.length === 0) return;
  await tx.query(
    `update imagenes set color = null where owner_type = $1 and owner_id = $2 and color is not null
       and not exists (select 1 from ${kind.table} item where item.id = $2
                         and imagenes.color in (${kind.colourFields.map((field) => `item.${field}`).join(', ')}))`,
    [kind.ownerType, ownerId],
  );
}

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
  const colour = await offeredColour(tx, target, fields.color);
  const principal = fields.esPrincipal || (await countImages(tx, target)) === 0;
  if (principal) await clearPrincipal(tx, target, null);
  const [image] = await tx.query<Image>(
    `insert into imagenes (owner_type, owner_id, url, alt_text, orden, es_principal, width, height, mime_type, color)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${COLUMNS}`,
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
      colour,
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
  const colour = await offeredColour(tx, target, fields.color);
  if (fields.esPrincipal) await clearPrincipal(tx, target, imageId);
  const [image] = await tx.query<Image>(
    `update imagenes set url = $1, alt_text = $2, orden = $3, es_principal = $4, width = $5, height = $6, mime_type = $7,
       color = $8
     where id = $9 returning ${COLUMNS}`,
    [
      reference.url,
      fields.altText,
      fields.orden,
      fields.esPrincipal,
      fields.width,
      fields.height,
      fields.mimeType,
      colour,
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
