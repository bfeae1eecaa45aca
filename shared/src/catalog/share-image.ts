import { siteConfig } from '@shop/shared/config';

/** A stored image's address ends in its random name: '/uploads/<32 hex>.webp', or the bucket's. */
const STORED_IMAGE = /\/([0-9a-f]{32})\.webp$/;

/**
 * The JPEG a link preview shows for a product's image (not every chat app shows WebP), which the API keeps beside
 * the stored image; undefined for an image that is not a stored one, so the page shares the site's default image.
 */
export function shareImageUrl(imageUrl: string | undefined): string | undefined {
  const name = imageUrl && STORED_IMAGE.exec(imageUrl)?.[1];
  return name ? `${siteConfig.apiUrl}/api/compartir/${name}.jpg` : undefined;
}
