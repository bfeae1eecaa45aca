import { ResponsiveImage } from '@shop/shared/ui';
import type { GalleryImage } from './gallery-types';
import styles from './gallery.module.css';

/** The anchor of a photo in the strip, which its thumbnail links to. */
export const photoAnchor = (index: number) => `imagen-${index + 1}`;

interface GalleryWithoutScriptsProps {
  images: readonly GalleryImage[];
  sizes: string;
}

/**
 * The gallery as it works without JavaScript, in <noscript> (a browser running scripts neither shows nor
 * fetches it): every photo in a strip that scrolls and snaps, and thumbnails that link to each photo. The
 * scripted gallery's buttons, which would do nothing, are hidden then.
 */
export function GalleryWithoutScripts({ images, sizes }: GalleryWithoutScriptsProps) {
  return (
    <noscript className={styles.withoutScripts}>
      <ul className={styles.strip} aria-label="Fotos">
        {images.map((image, index) => (
          <li key={image.key} id={photoAnchor(index)} className={styles.stripPhoto}>
            <ResponsiveImage
              className={styles.stripImage}
              url={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              sizes={sizes}
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <ul className={styles.thumbnails} aria-label="Miniaturas">
          {images.map((image, index) => (
            <li key={image.key}>
              <a className={styles.thumbnail} href={`#${photoAnchor(index)}`} aria-label={`Miniatura ${index + 1}`}>
                <ResponsiveImage url={image.url} alt="" width={image.width} height={image.height} sizes="5rem" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </noscript>
  );
}
