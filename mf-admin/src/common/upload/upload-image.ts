import { siteConfig } from '@shop/shared/config';
import { readUploadAnswer, type UploadedImage } from './upload-answer';

export const UPLOAD_PATH = '/api/upload';

/** A failed upload; `unauthorized` when the API refused the token (401 or 403). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly unauthorized = false,
  ) {
    super(message);
  }
}

interface UploadOptions {
  token: string | null;
  /** 0 to 1, as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function failure(xhr: XMLHttpRequest): UploadError {
  const body = parseJson(xhr.responseText);
  const field = typeof body === 'object' && body !== null && 'error' in body ? body.error : null;
  const message = typeof field === 'string' && field ? field : `HTTP ${xhr.status} ${xhr.statusText}`.trim();
  return new UploadError(message, xhr.status === 401 || xhr.status === 403);
}

/**
 * Sends one image as multipart (field "file") with the bearer token. XMLHttpRequest rather than
 * fetch because only it reports upload progress.
 */
export function uploadImage(file: File, { token, onProgress, signal }: UploadOptions): Promise<UploadedImage> {
  const url = `${siteConfig.apiUrl}${UPLOAD_PATH}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr));
      try {
        onProgress?.(1);
        resolve(readUploadAnswer(parseJson(xhr.responseText)));
      } catch (error: unknown) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () =>
      reject(new UploadError(`No se pudo conectar con la API (${url}): error de red`)),
    );
    xhr.addEventListener('abort', () => reject(new DOMException('Subida cancelada', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
