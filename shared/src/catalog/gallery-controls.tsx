import type { GalleryState } from './use-gallery';
import styles from './gallery.module.css';

/** Previous and next arrows over a gallery or the viewer. */
export function GalleryArrows({ gallery, tone = 'light' }: { gallery: GalleryState; tone?: 'light' | 'dark' }) {
  if (gallery.count < 2) return null;
  const className = `${styles.arrow} ${tone === 'dark' ? styles.arrowDark : ''}`;
  return (
    <>
      <button type="button" className={`${className} ${styles.arrowPrevious}`} onClick={gallery.previous}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">Imagen anterior</span>
      </button>
      <button type="button" className={`${className} ${styles.arrowNext}`} onClick={gallery.next}>
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">Imagen siguiente</span>
      </button>
    </>
  );
}

export function GalleryDots({ gallery }: { gallery: GalleryState }) {
  if (gallery.count < 2) return null;
  return (
    <div className={styles.dots}>
      {Array.from({ length: gallery.count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={styles.dot}
          aria-label={`Ir a la imagen ${index + 1}`}
          aria-current={index === gallery.index}
          onClick={() => gallery.goTo(index)}
        />
      ))}
    </div>
  );
}
