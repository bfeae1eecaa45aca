import { useEffect } from 'react';
import { Dialog } from '@shop/shared/ui/dialog';
import { GalleryArrows } from './gallery-controls';
import { GallerySlide } from './gallery-slide';
import type { GalleryImage } from './gallery-types';
import type { GalleryState } from './use-gallery';
import { useSwipe } from './use-swipe';
import styles from './viewer.module.css';

interface ImageViewerProps {
  images: readonly GalleryImage[];
  gallery: GalleryState;
  onClose: () => void;
}

/**
 * The images full screen; closed by its button, a click beside the image or Escape. The arrow keys
 * are the page's (the gallery's state is the same).
 */
export function ImageViewer({ images, gallery, onClose }: ImageViewerProps) {
  const swipe = useSwipe((direction) => (direction > 0 ? gallery.next() : gallery.previous()));
  const current = images[gallery.index];

  // The host hides its fixed navigation bar while the viewer is open.
  useEffect(() => {
    document.body.dataset.viewerOpen = 'true';
    return () => {
      delete document.body.dataset.viewerOpen;
    };
  }, []);

  return (
    <Dialog variant="bare" title="Visor de imágenes" onClose={onClose} className={styles.viewer}>
      <div className={styles.content} {...swipe.handlers}>
        <GallerySlide image={current} direction={gallery.direction} offset={swipe.offset} sizes="100vw" fit="contain" />
      </div>
      <GalleryArrows gallery={gallery} tone="dark" />
      {images.length > 1 && (
        <p className={styles.counter} aria-live="polite">
          Imagen {gallery.index + 1} de {images.length}
        </p>
      )}
      <button type="button" className={styles.close} onClick={onClose} data-autofocus>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Cerrar visor</span>
      </button>
    </Dialog>
  );
}
