import { normaliseHex, presentColours } from '@shop/contract';
import type { Static } from 'typebox';
import { firstRowOf, rowsOf, typedSql } from '../../db/typed-sql';
import type { Queryable } from '../../db/types';
import { badRequest, notFound } from '../../lib/http-error';
import { bumpItemVersion, type CatalogKind } from '../catalog-item';
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

const COLUMNS = ['id', 'url', 'alt_text', 'es_principal', 'orden', 'mime_type', 'width', 'height', 'color'] as const;

/** An image's colour, normalised: one of the locked item's colours (a 400 naming `color` otherwise), or null. */
async function offeredColour(tx: Queryable, { kind, ownerId }: ImageTarget, colour: string | null) {
  if (colour === null) return null;
  const hex = normaliseHex(colour);
  const item = kind.colourFields.length
    ? await firstRowOf(tx, typedSql.selectFrom('bicicletas').select(kind.colourFields).where('id', '=', ownerId))
    : undefined;
  if (!presentColours(Object.values(item ?? {})).includes(hex))
    throw badRequest(`El producto no se ofrece en el color ${colour}: elegí uno de los suyos.`, 'color');
  return hex;
}

/** After a bicycle's colours change, its photos tagged with a colour it no longer has are untagged. */
export async function untagRemovedColours(tx: Queryable, kind: CatalogKind, ownerId: number) {
  if (kind.colourFields.length === 0) return;
  await rowsOf(
    tx,
    typedSql
      .updateTable('imagenes')
      .set({ color: null })
      .where('owner_type', '=', kind.ownerType)
      .where('owner_id', '=', ownerId)
      .where('color', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('bicicletas as item')
              .select('item.id')
              .where('item.id', '=', ownerId)
              .where((inner) =>
                inner(
                  inner.ref('imagenes.color'),
                  'in',
                  kind.colourFields.map((field) => inner.ref(`item.${field}`)),
                ),
              ),
          ),
        ),
      ),
  );
}

/** The images of one item. */
const ofItem = ({ kind, ownerId }: ImageTarget) =>
  typedSql.selectFrom('imagenes').where('owner_type', '=', kind.ownerType).where('owner_id', '=', ownerId);

export async function listImages(db: Queryable, kind: CatalogKind, ownerId: number): Promise<Image[]> {
  return rowsOf(
    db,
    ofItem({ kind, ownerId }).select(COLUMNS).orderBy('es_principal', 'desc').orderBy('orden').orderBy('id'),
  );
}

async function countImages(tx: Queryable, target: ImageTarget): Promise<number> {
  const row = await firstRowOf(
    tx,
    ofItem(target).select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n')),
  );
  return row?.n ?? 0;
}

/** One principal image per item: marking one (`keptId`, or a new one when null) clears the others. */
async function clearPrincipal(tx: Queryable, { kind, ownerId }: ImageTarget, keptId: number | null) {
  let update = typedSql
    .updateTable('imagenes')
    .set({ es_principal: false })
    .where('owner_type', '=', kind.ownerType)
    .where('owner_id', '=', ownerId);
  if (keptId !== null) update = update.where('id', '<>', keptId).where('es_principal', '=', true);
  await rowsOf(tx, update);
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
  const image = await firstRowOf(
    tx,
    typedSql
      .insertInto('imagenes')
      .values({
        owner_type: kind.ownerType,
        owner_id: ownerId,
        url: reference.url,
        alt_text: fields.altText,
        orden: fields.orden,
        es_principal: principal,
        width: fields.width,
        height: fields.height,
        mime_type: fields.mimeType,
        color: colour,
      })
      .returning(COLUMNS),
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
  const previous = await firstRowOf(tx, ofItem(target).select('url').where('id', '=', imageId));
  if (!previous) throw notFound('Imagen no encontrada');
  const colour = await offeredColour(tx, target, fields.color);
  if (fields.esPrincipal) await clearPrincipal(tx, target, imageId);
  const image = await firstRowOf(
    tx,
    typedSql
      .updateTable('imagenes')
      .set({
        url: reference.url,
        alt_text: fields.altText,
        orden: fields.orden,
        es_principal: fields.esPrincipal,
        width: fields.width,
        height: fields.height,
        mime_type: fields.mimeType,
        color: colour,
      })
      .where('id', '=', imageId)
      .returning(COLUMNS),
  );
  if (previous.url !== reference.url) await releaseUploads(tx, [previous.url]);
  return { image, version: await bumpItemVersion(tx, kind, ownerId) };
}

/** Deletes an image of a locked item and releases its file. */
export async function deleteImage(tx: Queryable, { kind, ownerId }: ImageTarget, imageId: number) {
  const removed = await firstRowOf(
    tx,
    typedSql
      .deleteFrom('imagenes')
      .where('id', '=', imageId)
      .where('owner_type', '=', kind.ownerType)
      .where('owner_id', '=', ownerId)
      .returning('url'),
  );
  if (!removed) throw notFound('Imagen no encontrada');
  await releaseUploads(tx, [removed.url]);
  return bumpItemVersion(tx, kind, ownerId);
}
