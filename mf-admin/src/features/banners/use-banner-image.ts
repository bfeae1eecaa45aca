import { useState } from 'react';
import { errorMessage } from '@shop/shared/api';
import { useUpload } from '../../common/upload/use-upload';

export type BannerUpload =
  | { state: 'idle' }
  | { state: 'uploading'; fileName: string; progress: number }
  | { state: 'ok' }
  | { state: 'error'; message: string };

/** One tile's image upload; the new URL goes to `onUploaded`. */
export function useBannerImage(onUploaded: (url: string) => void) {
  const upload = useUpload();
  const [status, setStatus] = useState<BannerUpload>({ state: 'idle' });

  async function choose(file: File) {
    if (!file.type.startsWith('image/')) {
      setStatus({ state: 'error', message: 'El archivo no es una imagen.' });
      return;
    }
    setStatus({ state: 'uploading', fileName: file.name, progress: 0 });
    try {
      const stored = await upload(file, (progress) => setStatus({ state: 'uploading', fileName: file.name, progress }));
      onUploaded(stored.url);
      setStatus({ state: 'ok' });
    } catch (error: unknown) {
      setStatus({ state: 'error', message: errorMessage(error, 'Error al subir') });
    }
  }

  return { status, choose };
}
