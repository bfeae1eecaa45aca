import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './media-storage';
import type { S3Location } from './s3-storage';

export type StorageConfig = { kind: 'local'; uploadsDir: string } | ({ kind: 's3' } & S3Location);

/** The S3 client (a large package) is loaded only when a bucket is configured. */
export async function openMediaStorage(config: StorageConfig): Promise<MediaStorage> {
  if (config.kind === 'local') return createLocalStorage(config.uploadsDir);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config);
}
