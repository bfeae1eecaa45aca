import sharp from 'sharp';

/** A real PNG of one colour, so the API's content check and the browser's measuring both see an image. */
export async function png(name: string, colour: string, width = 64, height = 48) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
