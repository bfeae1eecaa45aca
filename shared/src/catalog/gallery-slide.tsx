import { useState, type CSSProperties } from 'react';
import { ResponsiveImage } from '@shop/shared/ui';
import type { GalleryImage } from './gallery-types';
import styles from './gallery.module.css';

const DEFAULT_RATIO = 4 / 3;

const SLIDE_IN = { 1: styles.fromNext, [-1]: styles.fromPrevious, 0: undefined };

interface GallerySlideProps {
  image: GalleryImage | undefined;
  /** The side the image slides in from (1 next, -1 previous); 0 shows it in place. */
  direction: 1 | -1 | 0;
  /** Pixels the pointer has dragged the image. */
  offset: number;
  sizes: string;
  priority?: boolean;
  fit?: 'cover' | 'contain';
}

function knownRatio(image: GalleryImage | undefined): number {
  return image?.width && image.height ? image.width / image.height : DEFAULT_RATIO;
}

/**
 * The shown image, sliding in from the side it comes from; its box keeps the image's shape. Spans: it sits
 * inside the gallery's 'Ampliar imagen' button, which holds phrasing content only.
 */
export function GallerySlide({ image, direction, offset, sizes, priority, fit = 'cover' }: GallerySlideProps) {
  const [loaded, setLoaded] = useState<{ key: GalleryImage['key']; ratio: number } | null>(null);
  const ratio = loaded && loaded.key === image?.key ? loaded.ratio : knownRatio(image);
  const style = { aspectRatio: String(ratio), '--ratio': ratio, '--drag': `${offset}px` } as CSSProperties;
  return (
    <span className={`${styles.frame} ${fit === 'contain' ? styles.contain : ''}`} style={style}>
      <span key={image?.key ?? 'none'} className={SLIDE_IN[direction]}>
        <ResponsiveImage
          className={styles.slideImage}
          url={image?.url}
          alt={image?.alt ?? ''}
          width={image?.width}
          height={image?.height}
          sizes={sizes}
          priority={priority}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (image && naturalWidth && naturalHeight)
              setLoaded({ key: image.key, ratio: naturalWidth / naturalHeight });
          }}
        />
      </span>
    </span>
  );
}
