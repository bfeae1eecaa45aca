import type { HomeBanner } from '@shop/contract';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/types';
import { requireAdmin } from '../../lib/auth-context';
import { badRequest } from '../../lib/http-error';
import { describing, ErrorSchema, nullable, type RouteScope } from '../../lib/schema';
import { isSafeLink, optionalText } from '../../lib/text';
import type { MediaStorage } from '../images/storage/media-storage';
import { type ImageReference, requireImageReference } from '../images/image-reference';
import { claimUpload, releaseUploads } from '../images/upload-references';

const nullableText = (maxLength: number) => nullable(Type.String({ maxLength }));

export const TileSchema = describing<HomeBanner>()(
  Type.Object(
    {
      slot: Type.Integer({ minimum: 1, maximum: 3 }),
      title_top: nullableText(120),
      title_bottom: nullableText(120),
      tagline_en: nullableText(200),
      tagline_sub: nullableText(300),
      cta_text: nullableText(60),
      cta_url: nullableText(500),
      image_url: nullableText(500),
      sort_order: Type.Integer(),
    },
    { additionalProperties: false },
  ),
);

const TileInput = Type.Object(
  {
    slot: Type.Integer({ minimum: 1, maximum: 3 }),
    title_top: Type.Optional(nullableText(120)),
    title_bottom: Type.Optional(nullableText(120)),
    tagline_en: Type.Optional(nullableText(200)),
    tagline_sub: Type.Optional(nullableText(300)),
    cta_text: Type.Optional(nullableText(60)),
    cta_url: Type.Optional(nullableText(500)),
    image_url: Type.Optional(
      nullable(
        Type.String({ maxLength: 500, description: 'Un archivo subido: la `url` que devolvió `POST /api/upload`.' }),
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

/** A tile as stored, and the image it names (a stored file, at the address the storage spells it). */
function tileRow(
  input: Static<typeof TileInput>,
  storage: MediaStorage,
): { tile: HomeBanner; image: ImageReference | null } {
  const ctaUrl = optionalText(input.cta_url);
  if (ctaUrl !== null && !isSafeLink(ctaUrl))
    throw badRequest('El enlace del botón debe ser una ruta relativa o una URL http(s).');
  const address = optionalText(input.image_url);
  const image = address === null ? null : requireImageReference(address, storage);
  return {
    tile: {
      slot: input.slot,
      title_top: optionalText(input.title_top),
      title_bottom: optionalText(input.title_bottom),
      tagline_en: optionalText(input.tagline_en),
      tagline_sub: optionalText(input.tagline_sub),
      cta_text: optionalText(input.cta_text),
      cta_url: ctaUrl,
      image_url: image?.url ?? null,
      sort_order: input.sort_order || input.slot,
    },
    image,
  };
}

export async function listTiles(db: Database): Promise<HomeBanner[]> {
  return db.query<HomeBanner>('select * from banners order by sort_order, slot');
}

export async function bannerRoutes(app: RouteScope, { db, storage }: { db: Database; storage: MediaStorage }) {
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
      const rows = request.body.tiles.map((input) => tileRow(input, storage));
      if (new Set(rows.map(({ tile }) => tile.slot)).size !== rows.length)
        throw badRequest('Cada portada debe tener un slot distinto.');
      await db.transaction(async (tx) => {
        const previous: string[] = [];
        for (const { tile, image } of rows) {
          if (image) await claimUpload(tx, image, storage);
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
}
