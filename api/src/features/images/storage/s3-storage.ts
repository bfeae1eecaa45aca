import { randomBytes } from 'node:crypto';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { contentTypeOf, type MediaStorage, type StoredFile, STORED_FILE, UPLOADS_PATH } from './media-storage';

export interface S3Location {
  bucket: string;
  /** Folder inside the bucket, without slashes at either end ('' for the bucket's root). */
  prefix: string;
  region: string;
  /** An S3-compatible server's address (MinIO, R2, Spaces...); none for AWS itself. */
  endpoint: string | null;
  /** Where browsers fetch the files (a CDN); by default the bucket's own address. */
  publicBaseUrl: string | null;
}

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

/** The bucket's public address of the folder: virtual-hosted on AWS, path-style on another server. */
function bucketBaseUrl({ bucket, prefix, region, endpoint }: S3Location): string {
  const folder = prefix ? `${prefix}/` : '';
  if (endpoint) return `${endpoint.replace(/\/+$/, '')}/${bucket}/${folder}`;
  return `https://${bucket}.s3.${region}.amazonaws.com/${folder}`;
}

/**
 * Files in an S3-compatible bucket, shared by every API instance. Credentials come from the SDK's usual chain
 * (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, the instance's role). The objects must be publicly
 * readable (a bucket policy or a CDN in front): browsers fetch them directly, not through the API.
 */
export function createS3Storage(location: S3Location): MediaStorage {
  const client = new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
    // Other S3-compatible servers refuse the checksums newer SDKs add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = location;
  const folder = location.prefix ? `${location.prefix}/` : '';
  const bucketBase = bucketBaseUrl(location);
  const base = location.publicBaseUrl ? `${location.publicBaseUrl.replace(/\/+$/, '')}/` : bucketBase;
  const key = (file: string) => `${folder}${file}`;

  return {
    kind: 's3',
    async put(file, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(file),
          Body: data,
          ContentType: contentTypeOf(file),
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async exists(file) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(file) }));
        return true;
      } catch (error: unknown) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async get(file) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(file) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error: unknown) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async list() {
      const files: StoredFile[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: folder, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const file = object.Key?.slice(folder.length) ?? '';
          if (STORED_FILE.test(file)) files.push({ file, modifiedAt: object.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
    async delete(files) {
      for (let first = 0; first < files.length; first += DELETE_BATCH) {
        const objects = files.slice(first, first + DELETE_BATCH).map((file) => ({ Key: key(file) }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects } }));
        const failed = answer.Errors?.find((error) => error.Code !== 'NoSuchKey');
        if (failed) throw new Error(`No se pudo borrar ${failed.Key} del bucket: ${failed.Code} ${failed.Message}`);
      }
    },
    urlOf: (file) => `${base}${file}`,
    // The bucket's own address too: URLs handed out before a CDN was put in front keep working.
    publicBases: [base, bucketBase, UPLOADS_PATH],
    async checkWritable() {
      const probe = key(`.ready-${randomBytes(6).toString('hex')}`);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: probe, Body: new Uint8Array(0) }));
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: probe }));
    },
    close: () => client.destroy(),
  };
}
