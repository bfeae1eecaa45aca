import { useState } from 'react';
import { resolveApiUrl } from '@shop/shared/api';
import type { ImageRow } from './image-rows';
import styles from './image-manager.module.css';

/** The chosen file while it uploads, else the stored picture; an empty frame when there is none or it is broken. */
export function ImagePreview({ row }: { row: ImageRow }) {
  const src = row.preview ?? resolveApiUrl(row.url);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  if (!src || src === brokenSrc) {
    return (
      <div className={`${styles.thumb} ${styles.empty}`} aria-hidden="true">
        Sin imagen
      </div>
    );
  }
  return (
    <img className={styles.thumb} src={src} alt={row.alt_text || 'Vista previa'} onError={() => setBrokenSrc(src)} />
  );
}

/** Where the row stands: uploading, uploaded, or why it failed. */
export function RowStatusNote({ row }: { row: ImageRow }) {
  if (row.status === 'uploading') return <p className={styles.status}>Subiendo {row.fileName ?? 'imagen'}…</p>;
  if (row.status === 'error')
    return (
      <p className={styles.rowError} role="alert">
        No se pudo subir la imagen: {row.error || 'Error'}
      </p>
    );
  if (row.status === 'ok' && row.fileName) return <p className={`${styles.status} ${styles.ok}`}>Imagen subida ✔</p>;
  return null;
}
