import { useId } from 'react';
import { resolveApiUrl } from '@shop/shared/api';
import { UPLOAD_LIMITS_NOTE } from '@shop/contract';
import { ResponsiveImage } from '@shop/shared/ui';
import { FilePickButton } from '../../common/ui/file-pick-button';
import { UploadProgress } from '../../common/ui/upload-progress';
import type { BannerUpload } from './use-banner-image';
import styles from './banner-editor.module.css';

interface BannerImageFieldProps {
  slot: number;
  imageUrl: string;
  status: BannerUpload;
  onFile: (file: File) => void;
}

/** The tile's picture: preview (a placeholder when its file is missing), file chooser (images only) and how the upload went. */
export function BannerImageField({ slot, imageUrl, status, onFile }: BannerImageFieldProps) {
  const id = useId();
  const src = resolveApiUrl(imageUrl);
  return (
    <div className={styles.image}>
      {src ? (
        <ResponsiveImage className={styles.preview} url={imageUrl} alt={`Imagen actual de la portada ${slot}`} />
      ) : (
        <p className={styles.note}>Sin imagen.</p>
      )}
      <FilePickButton
        label={src ? 'Cambiar imagen' : 'Elegir imagen'}
        describedBy={`${id}-note`}
        onFiles={([file]) => {
          if (file) onFile(file);
        }}
      />
      <div id={`${id}-note`}>
        <p className={styles.note}>{UPLOAD_LIMITS_NOTE}</p>
        {status.state === 'uploading' && (
          <>
            <p className={styles.note}>Subiendo {status.fileName}…</p>
            <UploadProgress fraction={status.progress} fileName={status.fileName} />
          </>
        )}
        {status.state === 'ok' && <p className={`${styles.note} ${styles.ok}`}>Imagen subida ✔</p>}
        {status.state === 'error' && (
          <p className={`${styles.note} ${styles.error}`} role="alert">
            No se pudo subir la imagen: {status.message}
          </p>
        )}
      </div>
    </div>
  );
}
