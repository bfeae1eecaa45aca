/**
 * What the API takes as an image upload. The admin checks a file against it before sending, so that
 * a file the API would refuse is never sent.
 */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Stated beside every image chooser. */
export const UPLOAD_LIMITS_NOTE = 'JPEG, PNG, WebP o GIF, de hasta 8 MB.';

export const UPLOAD_TOO_LARGE = 'La imagen supera el tamaño máximo de 8 MB.';
export const UPLOAD_NOT_AN_IMAGE = 'El archivo no es una imagen válida (JPEG, PNG, WebP o GIF).';

/** Why the API would refuse this file, or null. The type is the browser's guess: the API still reads the content. */
export function uploadProblem(file: { type: string; size: number }): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return UPLOAD_NOT_AN_IMAGE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE;
  return null;
}
