import { randomBytes } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { HttpError } from '../../lib/http-error';
import type { Queryable } from '../../db/database';

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;
/** Besides `<name>.webp`, `<name>-<w>w.webp` is written for each of these widths below the stored one. */
export const VARIANT_WIDTHS = [320, 640, 1024] as const;
const MAX_WIDTH = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  mime_type: 'image/webp';
}

/** Recognises the image by its content, re-encodes it (dropping metadata and anything hidden) and stores it. */
export async function storeImage(input: Buffer, uploadsDir: string): Promise<StoredImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: false }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new HttpError(415, 'El archivo no es una imagen válida (JPEG, PNG, WebP o GIF).');
  }
  const { width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata();
  if (width * height > MAX_PIXELS)
    throw new HttpError(413, 'La imagen tiene demasiados píxeles (máximo 40 megapíxeles).');

  const name = randomBytes(16).toString('hex');
  let main: { data: Buffer; info: OutputInfo };
  try {
    main = await sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(415, 'El archivo no es una imagen válida (JPEG, PNG, WebP o GIF).');
  }
  await writeFile(path.join(uploadsDir, `${name}.webp`), main.data);
  for (const variant of VARIANT_WIDTHS.filter((w) => w < main.info.width)) {
    const data = await sharp(main.data).resize({ width: variant }).webp({ quality: 78 }).toBuffer();
    await writeFile(path.join(uploadsDir, `${name}-${variant}w.webp`), data);
  }
  return { url: `/uploads/${name}.webp`, width: main.info.width, height: main.info.height, mime_type: 'image/webp' };
}

const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32})\.webp$/;

/** Deletes the stored files of these URLs that no image row or banner references any more. */
export async function deleteUnreferencedFiles(db: Queryable, urls: string[], uploadsDir: string): Promise<void> {
  for (const url of new Set(urls)) {
    const name = UPLOAD_URL.exec(url)?.[1];
    if (!name) continue;
    const [use] = await db.query<{ n: number }>(
      `select (select count(*) from imagenes where url = $1) + (select count(*) from banners where image_url = $1) as n`,
      [url],
    );
    if (Number(use?.n ?? 0) > 0) continue;
    const files = [`${name}.webp`, ...VARIANT_WIDTHS.map((width) => `${name}-${width}w.webp`)];
    await Promise.all(files.map((file) => unlink(path.join(uploadsDir, file)).catch(() => undefined)));
  }
}
