import { ResponsiveImage } from '@shop/shared/ui';
import type { GalleryImage } from './gallery-types';
import styles from './gallery.module.css';

interface GalleryThumbnailsProps {
  images: readonly GalleryImage[];
  current: number;
  onSelect: (index: number) => void;
}

export function GalleryThumbnails({ images, current, onSelect }: GalleryThumbnailsProps) {
  if (images.length < 2) return null;
  return (
    <ul className={`${styles.thumbnails} ${styles.needsScripts}`} aria-label="Miniaturas">
      {images.map((image, index) => (
        <li key={image.key}>
          <button
            type="button"
            className={styles.thumbnail}
            aria-label={`Miniatura ${index + 1}`}
            aria-current={index === current}
            onClick={() => onSelect(index)}
          >
            <ResponsiveImage url={image.url} alt="" width={image.width} height={image.height} sizes="5rem" />
          </button>
        </li>
      ))}
    </ul>
  );
}
