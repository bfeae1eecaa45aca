/** One stored file: `<name>.webp` or one of its `<name>-<w>w.webp` variants. */
export interface StoredFile {
  file: string;
  modifiedAt: Date;
}

/**
 * Where uploaded images live: the local data folder or an S3-compatible bucket. Files are written once
 * and never change (their names are random), so every method may be retried and every copy may be cached.
 */
interface Storage {
  put(file: string, data: Buffer): Promise<void>;
  exists(file: string): Promise<boolean>;
  /** Every stored file, for a clean-up of what nothing references. */
  list(): Promise<StoredFile[]>;
  /** Removes these files; one that is already gone is not an error. */
  delete(files: readonly string[]): Promise<void>;
  /** The address the API hands out for a stored file. */
  urlOf(file: string): string;
  /** The stored file an address points at, or null when it is not one of this storage's (or `/uploads/…`). */
  fileOf(url: string): string | null;
  /**
   * Whether an address is under one of this storage's public prefixes, naming a stored file or not: such an
   * address is an upload reference (it must be stored to be accepted, and it is cleaned up once released).
   */
  isOwnUrl(url: string): boolean;
  /** Writes and removes a probe: throws when the storage cannot take an upload now. */
  checkWritable(): Promise<void>;
  /** Lets go of connections; the process may then exit. */
  close(): void;
}

/** `local` files are served by this API from `dir`; `s3` ones by the bucket (or a CDN), at their own address. */
export type MediaStorage =
  (Storage & { readonly kind: 'local'; readonly dir: string }) | (Storage & { readonly kind: 's3' });

/** Names the API gives files: 32 hex characters, maybe a width, always WebP. */
export const STORED_FILE = /^[0-9a-f]{32}(?:-\d+w)?\.webp$/;

/** The file an address ends with, when what stands before it is `base` (the storage's public prefix). */
function fileUnder(url: string, base: string): string | null {
  if (!url.startsWith(base)) return null;
  const file = url.slice(base.length);
  return STORED_FILE.test(file) ? file : null;
}

/** How a storage whose files are public under these prefixes reads an address (`fileOf` and `isOwnUrl`). */
export function addressesUnder(bases: readonly string[]): Pick<Storage, 'fileOf' | 'isOwnUrl'> {
  return {
    fileOf: (url) => bases.reduce<string | null>((found, base) => found ?? fileUnder(url, base), null),
    isOwnUrl: (url) => bases.some((base) => url.startsWith(base)),
  };
}

/** The API's own path for uploads: both adapters recognise it, so data written before a move to a bucket still works. */
export const UPLOADS_PATH = '/uploads/';
