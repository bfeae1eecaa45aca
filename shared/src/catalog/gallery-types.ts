import type { Imagen } from './catalog-types';

export interface GalleryImage {
  key: string | number;
  url: string | null;
  alt: string;
  width: number | null;
  height: number | null;
}

/** The images in gallery order, each with its alt text or else the product's name. */
export function galleryImages(images: readonly Imagen[], productName: string): GalleryImage[] {
  return images.map((image) => ({
    key: image.id,
    url: image.url,
    alt: image.alt_text?.trim() || productName,
    width: image.width,
    height: image.height,
  }));
}
