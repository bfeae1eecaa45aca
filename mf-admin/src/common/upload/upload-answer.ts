export interface UploadedImage {
  /** As the server gave it: usually a path relative to the API ("/uploads/..."). */
  url: string;
  width: number | null;
  height: number | null;
  mime_type: string | null;
}

export const MISSING_URL = 'El servidor no devolvió la URL de la imagen';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmpty(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function size(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** The stored image's URL is in url, Location, path or file.url. */
export function readUploadAnswer(answer: unknown): UploadedImage {
  const body = isObject(answer) ? answer : {};
  const url =
    nonEmpty(body.url) ??
    nonEmpty(body.Location) ??
    nonEmpty(body.path) ??
    (isObject(body.file) ? nonEmpty(body.file.url) : null);
  if (!url) throw new Error(MISSING_URL);
  return {
    url,
    width: size(body.width),
    height: size(body.height),
    mime_type: nonEmpty(body.mime_type),
  };
}
