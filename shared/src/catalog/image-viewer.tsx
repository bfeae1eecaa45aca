import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { GalleryArrows } from './gallery-controls';
import { GallerySlide } from './gallery-slide';
import type { GalleryImage } from './gallery-types';
import type { GalleryState } from './use-gallery';
import { useModalEffects } from './use-modal-effects';
import { useSwipe } from './use-swipe';
import styles from './viewer.module.css';

interface ImageViewerProps {
  images: readonly GalleryImage[];
  gallery: GalleryState;
  onClose: () => void;
}

/** The images full screen; closed by its button, a click on the backdrop or Escape. */
export function ImageViewer({ images, gallery, onClose }: ImageViewerProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const swipe = useSwipe((direction) => (direction > 0 ? gallery.next() : gallery.previous()));
  useModalEffects(dialog, closeButton, (event) => {
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowLeft') gallery.previous();
    else if (event.key === 'ArrowRight') gallery.next();
  });
  const current = images[gallery.index];

  return createPortal(
    <div ref={dialog} className={styles.viewer} role="dialog" aria-modal="true" aria-label="Visor de imágenes">
      <button
        type="button"
        className={styles.backdrop}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="viewer-backdrop"
        onClick={onClose}
      />
      <div className={styles.content} {...swipe.handlers}>
        <GallerySlide image={current} direction={gallery.direction} offset={swipe.offset} sizes="100vw" fit="contain" />
      </div>
      <GalleryArrows gallery={gallery} tone="dark" />
      {images.length > 1 && (
        <p className={styles.counter} aria-live="polite">
          Imagen {gallery.index + 1} de {images.length}
        </p>
      )}
      <button ref={closeButton} type="button" className={styles.close} onClick={onClose}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Cerrar visor</span>
      </button>
    </div>,
    document.body,
  );
}
