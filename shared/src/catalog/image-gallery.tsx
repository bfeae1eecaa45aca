import { useState } from 'react';
import { GalleryArrows, GalleryDots } from './gallery-controls';
import { GallerySlide } from './gallery-slide';
import { GalleryThumbnails } from './gallery-thumbnails';
import { GalleryWithoutScripts } from './gallery-without-scripts';
import type { GalleryImage } from './gallery-types';
import { ImageViewer } from './image-viewer';
import { useGallery } from './use-gallery';
import { usePageArrowKeys } from './use-page-arrow-keys';
import { useSwipe } from './use-swipe';
import styles from './gallery.module.css';

interface ImageGalleryProps {
  images: readonly GalleryImage[];
  /** The product's name, for the labels. */
  name: string;
}

const STAGE_SIZES = '(min-width: 64rem) 40rem, (min-width: 48rem) 55vw, 100vw';

/**
 * A product's images: thumbnails, arrows, dots, swipe, arrow keys and a full-screen viewer. Without
 * JavaScript, a strip of the photos with thumbnails that link to them takes its place.
 */
export function ImageGallery({ images, name }: ImageGalleryProps) {
  const gallery = useGallery(images.length);
  const [viewerOpen, setViewerOpen] = useState(false);
  const swipe = useSwipe((direction) => (direction > 0 ? gallery.next() : gallery.previous()));
  const current = images[gallery.index];
  const position = images.length > 1 ? ` (${gallery.index + 1} de ${images.length})` : '';
  // The viewer shows the same gallery: the page's arrow keys move it too.
  usePageArrowKeys(images.length > 1, gallery.previous, gallery.next);

  return (
    <section className={styles.gallery} aria-roledescription="galería" aria-label={`Imágenes de ${name}`}>
      <div className={`${styles.stage} ${styles.needsScripts}`}>
        <button
          type="button"
          className={styles.stageButton}
          aria-label={`Ampliar imagen${position}`}
          disabled={!current?.url}
          onClick={() => {
            if (!swipe.consumeDrag()) setViewerOpen(true);
          }}
          {...swipe.handlers}
        >
          <GallerySlide
            image={current}
            direction={gallery.direction}
            offset={swipe.offset}
            sizes={STAGE_SIZES}
            priority={gallery.index === 0}
          />
        </button>
        <GalleryArrows gallery={gallery} />
        <GalleryDots gallery={gallery} />
      </div>
      <GalleryThumbnails images={images} current={gallery.index} onSelect={gallery.goTo} />
      <GalleryWithoutScripts images={images} sizes={STAGE_SIZES} />
      {viewerOpen && <ImageViewer images={images} gallery={gallery} onClose={() => setViewerOpen(false)} />}
    </section>
  );
}
