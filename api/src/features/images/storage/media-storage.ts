/** One stored file: `<name>.webp`, one of its `<name>-<w>w.webp` variants or its `<name>-share.jpg`. */
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
  /** The file's content, or null when there is no such file. */
  get(file: string): Promise<Buffer | null>;
  /** Every stored file, for a clean-up of what nothing references. */
  list(): Promise<StoredFile[]>;
  /** Removes these files; one that is already gone is not an error. */
  delete(files: readonly string[]): Promise<void>;
  /** The address the API hands out for a stored file. */
  urlOf(file: string): string;
  /**
   * The prefixes this storage's files are public under (`/uploads/`, and the bucket's and the CDN's addresses):
   * an image reference names a file under one of them (see `image-reference.ts`).
   */
  readonly publicBases: readonly string[];
  /** Writes and removes a probe: throws when the storage cannot take an upload now. */
  checkWritable(): Promise<void>;
  /** Lets go of connections; the process may then exit. */
  close(): void;
}

/** `local` files are served by this API from `dir`; `s3` ones by the bucket (or a CDN), at their own address. */
export type MediaStorage =
  (Storage & { readonly kind: 'local'; readonly dir: string }) | (Storage & { readonly kind: 's3' });

/** Names the API gives files: 32 hex characters, then maybe a width, in WebP; or the JPEG made for sharing. */
export const STORED_FILE = /^[0-9a-f]{32}(?:(?:-\d+w)?\.webp|-share\.jpg)$/;
/** The stored image itself (its narrower variants add `-<w>w`); the group is the random part of its name. */
const MAIN_FILE = /^([0-9a-f]{32})\.webp$/;

/** The JPEG rendition of the image `name` that link previews show (not every chat app shows WebP). */
export function shareFile(name: string): string {
  return `${name}-share.jpg`;
}

/** What a stored file is, for the storages that keep a type beside it. */
export function contentTypeOf(file: string): string {
  return file.endsWith('.jpg') ? 'image/jpeg' : 'image/webp';
}

/** The random part of a stored image's main file name, or null for any other file. */
export function imageName(file: string): string | null {
  return MAIN_FILE.exec(file)?.[1] ?? null;
}

/** The API's own path for uploads: both adapters recognise it, so data written before a move to a bucket still works. */
export const UPLOADS_PATH = '/uploads/';
