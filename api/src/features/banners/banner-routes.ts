import { ADDRESS_LIMIT, BANNER_TEXT_LIMITS, type HistoryAnswer, type HomeBanner, isSafeLink } from '@shop/contract';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/types';
import { requireAdmin } from '../auth';
import { badRequest } from '../../lib/http-error';
import { describing, ErrorSchema, nullable, type RouteScope } from '../../lib/schema';
import { optionalText } from '../../lib/text';
import { claimUpload, type ImageReference, type MediaStorage, releaseUploads, requireImageReference } from '../images';
import { HistoryAnswerSchema, type HistoryWrites, listHistory } from '../history';

const nullableText = (maxLength: number) => nullable(Type.String({ maxLength }));

/** A tile's texts, each with its limit. */
const TileTexts = Type.Object({
  title_top: nullableText(BANNER_TEXT_LIMITS.title_top),
  title_bottom: nullableText(BANNER_TEXT_LIMITS.title_bottom),
  tagline_en: nullableText(BANNER_TEXT_LIMITS.tagline_en),
  tagline_sub: nullableText(BANNER_TEXT_LIMITS.tagline_sub),
  cta_text: nullableText(BANNER_TEXT_LIMITS.cta_text),
  cta_url: nullableText(BANNER_TEXT_LIMITS.cta_url),
});
const Slot = Type.Integer({ minimum: 1, maximum: 3 });

export const TileSchema = describing<HomeBanner>()(
  Type.Object(
    { slot: Slot, ...TileTexts.properties, image_url: nullableText(ADDRESS_LIMIT), sort_order: Type.Integer() },
    { additionalProperties: false },
  ),
);

const TileInput = Type.Object(
  {
    slot: Slot,
    ...Type.Partial(TileTexts).properties,
    image_url: Type.Optional(
      nullable(
        Type.String({
          maxLength: ADDRESS_LIMIT,
          description: 'Un archivo subido: la `url` que devolvió `POST /api/upload`.',
        }),
      ),
    ),
    sort_order: Type.Optional(nullable(Type.Integer({ minimum: -1000, maximum: 1000 }))),
  },
  { additionalProperties: false },
);
const PutBody = Type.Object(
  { tiles: Type.Array(TileInput, { minItems: 1, maxItems: 3 }) },
  { additionalProperties: false },
);

/**
 * The tile at `index` of the body as stored, and the image it names (a stored file, at the address the storage spells
 * it) with the body's field that named it.
 */
function tileRow(
  input: Static<typeof TileInput>,
  index: number,
  storage: MediaStorage,
): { tile: HomeBanner; image: { reference: ImageReference; field: string } | null } {
  const ctaUrl = optionalText(input.cta_url);
  if (ctaUrl !== null && !isSafeLink(ctaUrl))
    throw badRequest('El enlace del botón debe ser una ruta relativa o una URL http(s).', `tiles.${index}.cta_url`);
  const address = optionalText(input.image_url);
  const field = `tiles.${index}.image_url`;
  const image = address === null ? null : { reference: requireImageReference(address, storage, field), field };
  return {
    tile: {
      slot: input.slot,
      title_top: optionalText(input.title_top),
      title_bottom: optionalText(input.title_bottom),
      tagline_en: optionalText(input.tagline_en),
      tagline_sub: optionalText(input.tagline_sub),
      cta_text: optionalText(input.cta_text),
      cta_url: ctaUrl,
      image_url: image?.reference.url ?? null,
      sort_order: input.sort_order || input.slot,
    },
    image,
  };
}

export async function listTiles(db: Database): Promise<HomeBanner[]> {
  return db.query<HomeBanner>('select * from banners order by sort_order, slot');
}

export async function bannerRoutes(
  app: RouteScope,
  { db, storage, history }: { db: Database; storage: MediaStorage; history: HistoryWrites },
) {
  const path = '/api/home/secondary-heroes';

  app.get(path, { schema: { tags: ['home'], response: { 200: Type.Array(TileSchema) } } }, () => listTiles(db));

  app.put(
    path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['home'],
        security: [{ bearer: [] }],
        body: PutBody,
        response: { 200: Type.Array(TileSchema), '4xx': ErrorSchema },
      },
    },
    async (request) => {
      const rows = request.body.tiles.map((input, index) => tileRow(input, index, storage));
      const repeated = rows.findIndex(
        ({ tile }, index) => rows.findIndex((row) => row.tile.slot === tile.slot) < index,
      );
      if (repeated >= 0) throw badRequest('Cada portada debe tener un slot distinto.', `tiles.${repeated}.slot`);
      await history.transaction(request.user, async (tx) => {
        const previous: string[] = [];
        for (const { tile, image } of rows) {
          if (image) await claimUpload(tx, image.reference, storage, image.field);
          const [old] = await tx.query<{ image_url: string | null }>('select image_url from banners where slot = $1', [
            tile.slot,
          ]);
          if (old?.image_url && old.image_url !== tile.image_url) previous.push(old.image_url);
          await tx.query(
            `insert into banners (slot, title_top, title_bottom, tagline_en, tagline_sub, cta_text, cta_url, image_url, sort_order)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
             on conflict (slot) do update set title_top = excluded.title_top, title_bottom = excluded.title_bottom,
               tagline_en = excluded.tagline_en, tagline_sub = excluded.tagline_sub, cta_text = excluded.cta_text,
               cta_url = excluded.cta_url, image_url = excluded.image_url, sort_order = excluded.sort_order`,
            [
              tile.slot,
              tile.title_top,
              tile.title_bottom,
              tile.tagline_en,
              tile.tagline_sub,
              tile.cta_text,
              tile.cta_url,
              tile.image_url,
              tile.sort_order,
            ],
          );
        }
        await releaseUploads(tx, previous);
      });
      return listTiles(db);
    },
  );

  app.get(
    `${path}/:slot/historial`,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['home'],
        security: [{ bearer: [] }],
        description: 'Los cambios de una portada, el más nuevo primero: quién, cuándo, antes y después.',
        params: Type.Object({ slot: Slot }),
        response: { 200: HistoryAnswerSchema, '4xx': ErrorSchema },
      },
    },
    async (request): Promise<HistoryAnswer> => ({ items: await listHistory(db, 'banner', request.params.slot) }),
  );
}
