import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { errorMessage } from '@shop/shared/api';
import { localPreview, measureImage, releasePreview } from '../upload/measure-image';
import { useUpload } from '../upload/use-upload';
import { isBlankRow, newRowKey, type ImageRowsAction, type ImageRowsState } from './image-rows';

export const NOT_AN_IMAGE = 'El archivo no es una imagen.';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Uploads chosen files into rows: measures, previews, reports progress, and ends ok or with an error. */
export function useImageUploads(state: ImageRowsState, dispatch: Dispatch<ImageRowsAction>) {
  const upload = useUpload();
  const running = useRef(new Map<string, AbortController>());
  const previews = useRef(new Set<string>());

  const uploadInto = useCallback(
    async (key: string, file: File) => {
      running.current.get(key)?.abort();
      if (!file.type.startsWith('image/')) {
        dispatch({ type: 'uploadStarted', key, fileName: file.name, preview: null, mime_type: file.type });
        dispatch({ type: 'uploadFailed', key, error: NOT_AN_IMAGE });
        return;
      }
      const controller = new AbortController();
      running.current.set(key, controller);
      const preview = localPreview(file);
      if (preview) previews.current.add(preview);
      dispatch({ type: 'uploadStarted', key, fileName: file.name, preview, mime_type: file.type });
      try {
        const measured = await measureImage(file);
        const stored = await upload(
          file,
          (progress) => dispatch({ type: 'uploadProgressed', key, progress }),
          controller.signal,
        );
        dispatch({
          type: 'uploadSucceeded',
          key,
          url: stored.url,
          width: stored.width ?? measured?.width ?? null,
          height: stored.height ?? measured?.height ?? null,
          mime_type: stored.mime_type ?? file.type,
        });
      } catch (error: unknown) {
        if (!isAbort(error)) dispatch({ type: 'uploadFailed', key, error: errorMessage(error, 'Error al subir') });
      } finally {
        if (running.current.get(key) === controller) running.current.delete(key);
      }
    },
    [dispatch, upload],
  );

  /** Several files at once: blank rows are filled first, then one new row per file. */
  const uploadFiles = useCallback(
    (files: readonly File[]) => {
      const blanks = state.rows.filter(isBlankRow).map((row) => row.key);
      files.forEach((file, index) => void uploadInto(blanks[index] ?? newRowKey(), file));
    },
    [state.rows, uploadInto],
  );

  // Object URLs live until the rows no longer show them, or the form goes away.
  useEffect(() => {
    const shown = new Set(state.rows.map((row) => row.preview));
    for (const preview of previews.current) {
      if (!shown.has(preview)) {
        releasePreview(preview);
        previews.current.delete(preview);
      }
    }
  }, [state.rows]);

  useEffect(() => {
    const uploads = running.current;
    const urls = previews.current;
    return () => {
      uploads.forEach((controller) => controller.abort());
      urls.forEach(releasePreview);
    };
  }, []);

  return { uploadInto, uploadFiles };
}
