import { useCallback } from 'react';
import { authRejected } from '@shop/shared/api';
import { uploadProblem } from '@shop/contract';
import { selectToken } from '@shop/shared/session';
import { useAppDispatch, useAppSelector } from '@shop/shared/store';
import { uploadImage, UploadError } from './upload-image';
import type { UploadedImage } from './upload-answer';

/**
 * Upload with the session's token; a refused token ends the session like any other admin call. A file
 * the API would refuse (type, size) fails at once, without being sent.
 */
export function useUpload() {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  return useCallback(
    async (file: File, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedImage> => {
      const problem = uploadProblem(file);
      if (problem) throw new UploadError(problem);
      try {
        return await uploadImage(file, { token, onProgress, signal });
      } catch (error: unknown) {
        if (error instanceof UploadError && error.unauthorized) dispatch(authRejected());
        throw error;
      }
    },
    [dispatch, token],
  );
}
