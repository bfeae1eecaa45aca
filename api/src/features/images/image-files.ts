import { randomBytes } from 'node:crypto';
import { UPLOAD_NOT_AN_IMAGE, UPLOAD_TYPES } from '@shop/contract';
import { type MediaStorage, shareFile } from './storage/media-storage';
import sharp, { type OutputInfo } from 'sharp';
import { HttpError } from '../../lib/http-error';

export const MAX_PIXELS = 40_000_000;
/** Besides `<name>.webp`, `<name>-<w>w.webp` is written for each of these widths below the stored one. */
export const VARIANT_WIDTHS = [320, 640, 1024] as const;
const MAX_WIDTH = 1600;
/** The width link previews ask for (1200 × 630 is their usual card). */
const SHARE_WIDTH = 1200;
const ACCEPTED_FORMATS = new Set(UPLOAD_TYPES.map((type) => type.replace('image/', '')));

// Every image is decoded once and stored: libvips' cache of recent operations (up to 50 MB) never gets a hit here.
sharp.cache(false);

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  mime_type: 'image/webp';
}

/**
 * Recognises the image by its content, re-encodes it (dropping metadata and anything hidden) and stores it.
 * `reserve` learns the URL before any file is written, so a file is never on disk without its caller knowing.
 */
export async function storeImage(
  input: Buffer,
  storage: MediaStorage,
  reserve: (url: string) => Promise<void> = async () => undefined,
): Promise<StoredImage> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: false }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new HttpError(415, UPLOAD_NOT_AN_IMAGE);
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
    throw new HttpError(415, UPLOAD_NOT_AN_IMAGE);
  }
  const url = storage.urlOf(`${name}.webp`);
  await reserve(url);
  // The variants first: once the main file is there, every width its srcset names is there too, and its share JPEG.
  for (const variant of VARIANT_WIDTHS.filter((w) => w < main.info.width)) {
    const data = await sharp(main.data).resize({ width: variant }).webp({ quality: 78 }).toBuffer();
    await storage.put(`${name}-${variant}w.webp`, data);
  }
  await storage.put(shareFile(name), await shareJpeg(main.data));
  await storage.put(`${name}.webp`, main.data);
  return { url, width: main.info.width, height: main.info.height, mime_type: 'image/webp' };
}

/** The JPEG link previews show of a stored image: at most 1200 px wide, transparency on white. */
export function shareJpeg(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .resize({ width: SHARE_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Deletes the stored files of the image `name`: the image, its narrower variants and its share JPEG. */
export async function deleteStoredImage(name: string, storage: MediaStorage): Promise<void> {
  await storage.delete([`${name}.webp`, ...VARIANT_WIDTHS.map((width) => `${name}-${width}w.webp`), shareFile(name)]);
}
