import sharp from 'sharp';
import type { Database, Queryable } from '../db/types';
import type { CatalogKind } from '../features/catalog-item';
import { ACCESSORIES, BIKES } from '../features/catalog/catalog-kinds';
import { insertCatalogItem } from '../features/catalog/catalog-store';
import { storeImage, type StoredImage } from '../features/images/image-files';
import type { MediaStorage } from '../features/images/storage/media-storage';
import { forgetUploads, removeAbandonedSeedFiles, reserveUpload } from '../features/images/upload-references';
import { DEMO_ACCESSORIES, DEMO_BANNERS, DEMO_BICYCLES } from './demo-catalog';
import { accessorySvg, bannerSvg, bicycleSvg } from './demo-images';

/** A product's drawings, each tagged with the product colour it is drawn in (`colours[index]`), if any. */
async function insertImages(
  tx: Queryable,
  kind: CatalogKind,
  ownerId: number,
  images: StoredImage[],
  alt: string,
  colours: readonly string[] = [],
) {
  for (const [index, image] of images.entries()) {
    await tx.query(
      `insert into imagenes (owner_type, owner_id, url, alt_text, orden, es_principal, width, height, mime_type, color)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        kind.ownerType,
        ownerId,
        image.url,
        index === 0 ? alt : `${alt} (vista ${index + 1})`,
        index + 1,
        index === 0,
        image.width,
        image.height,
        image.mime_type,
        colours[index] ?? null,
      ],
    );
  }
}

/**
 * Loads the demo catalogue, its images and the three home banners. Each drawing is noted in the sweep list before
 * its file is written and leaves it in the transaction that stores the catalogue: if the seed is interrupted,
 * the next one (or the sweep) removes the files it left.
 */
export async function seedDemoData(db: Database, storage: MediaStorage): Promise<void> {
  await removeAbandonedSeedFiles(db, storage);
  // Drawings go through the same path as an upload; SVG itself is not an accepted upload.
  const render = async (svg: string): Promise<StoredImage> =>
    storeImage(await sharp(Buffer.from(svg)).png().toBuffer(), storage, (url) => reserveUpload(db, url, 'seed'));
  const bikeImages = await Promise.all(
    DEMO_BICYCLES.map((bike, seed) =>
      Promise.all(
        [0, 1].map((variant) =>
          render(bicycleSvg(bike.colores[variant] ?? bike.colores[0] ?? '#000000', seed, variant)),
        ),
      ),
    ),
  );
  const accessoryImages = await Promise.all(
    DEMO_ACCESSORIES.map((accessory, seed) =>
      Promise.all([0, 1].map((variant) => render(accessorySvg(accessory.color, seed, variant)))),
    ),
  );
  const bannerImages = await Promise.all(DEMO_BANNERS.map((banner, seed) => render(bannerSvg(banner.colour, seed))));

  await db.transaction(async (tx) => {
    for (const [index, bike] of DEMO_BICYCLES.entries()) {
      const colours = Object.fromEntries(bike.colores.map((colour, slot) => [`color${slot + 1}`, colour]));
      const { colores, specs, ...fields } = bike;
      const id = await insertCatalogItem(tx, BIKES, { ...fields, ...specs, ...colours });
      // Each drawing is in one of the bicycle's colours (the second in its second colour, if it has one).
      await insertImages(tx, BIKES, id, bikeImages[index] ?? [], bike.nombre, colores.slice(0, 2));
    }
    for (const [index, accessory] of DEMO_ACCESSORIES.entries()) {
      const { color, dimensiones, ...fields } = accessory;
      const [dim_largo_mm, dim_ancho_mm, dim_alto_mm] = dimensiones;
      const id = await insertCatalogItem(tx, ACCESSORIES, { ...fields, dim_largo_mm, dim_ancho_mm, dim_alto_mm });
      await insertImages(tx, ACCESSORIES, id, accessoryImages[index] ?? [], accessory.nombre);
    }
    for (const [index, { colour, ...banner }] of DEMO_BANNERS.entries()) {
      const slot = index + 1;
      await tx.query(
        `insert into banners (slot, title_top, title_bottom, tagline_en, tagline_sub, cta_text, cta_url, image_url, sort_order)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $1)`,
        [
          slot,
          banner.title_top,
          banner.title_bottom,
          banner.tagline_en,
          banner.tagline_sub,
          banner.cta_text,
          banner.cta_url,
          bannerImages[index]?.url ?? null,
        ],
      );
    }
    await forgetUploads(
      tx,
      [...bikeImages, ...accessoryImages, bannerImages].flat().map((image) => image.url),
    );
  });
}

/** The demo data goes in only when the catalogue has never been filled. */
export async function seedIfEmpty(db: Database, storage: MediaStorage): Promise<boolean> {
  const [state] = await db.query<{ n: number }>(
    'select (select count(*) from bicicletas) + (select count(*) from accesorios) + (select count(*) from banners) as n',
  );
  if (Number(state?.n ?? 0) > 0) return false;
  await seedDemoData(db, storage);
  return true;
}

/** Deletes every item, image, banner and their history (accounts stay) and loads the demo data again. */
export async function resetDemoData(db: Database, storage: MediaStorage): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from imagenes');
    await tx.query('delete from bicicletas');
    await tx.query('delete from accesorios');
    await tx.query('delete from banners');
    await tx.query('delete from upload_sweep');
    // Last: the deletes above are changes the history records too.
    await tx.query('delete from change_history');
  });
  await storage.delete((await storage.list()).map(({ file }) => file));
  await seedDemoData(db, storage);
}
