// A remote's releases in the bucket the API keeps its images in (STORAGE_URL), under `releases/<remote>/<buildId>/`,
// with the same S3 client and settings as the API's storage (api/src/features/images/storage/s3-storage.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { buildIdOf, RELEASE_INFO } from './releases.mjs';
import { contentTypeOf } from './static-server.mjs';

/** The bucket's folder releases go in, beside the API's images. */
const RELEASES_FOLDER = 'releases';
/** A published file never changes: browsers and a CDN may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Uploads in flight at once. */
const UPLOADS_AT_ONCE = 8;
/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

/** Every file of a build folder, as paths relative to it with forward slashes. */
function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

const statusOf = (error) => error?.$metadata?.httpStatusCode;

/** The bucket's own public address of its releases folder: virtual-hosted on AWS, path-style on another server. */
function releasesFolderUrl({ bucket, region, endpoint }) {
  if (endpoint) return `${endpoint.replace(/\/+$/, '')}/${bucket}/${RELEASES_FOLDER}`;
  return `https://${bucket}.s3.${region}.amazonaws.com/${RELEASES_FOLDER}`;
}

/**
 * A remote's releases in a bucket: published once (never overwritten), listed, removed; `url` is where they are
 * fetched, `publicUrl` (a CDN) or the bucket's own address.
 */
export function createBucketReleases({ bucket, region, endpoint, publicUrl = null }) {
  const client = new S3Client({
    region,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // Other S3-compatible servers refuse the checksums newer SDKs add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const folderOf = (remote, buildId = '') => `${RELEASES_FOLDER}/${remote}/${buildId ? `${buildId}/` : ''}`;

  async function keysUnder(prefix) {
    const keys = [];
    let token;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).map((object) => object.Key));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** Writes an object only where there is none (`If-None-Match: *`): a published file is never replaced. */
  async function putNew(key, body, file) {
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentTypeOf(file),
          CacheControl: IMMUTABLE,
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      if (statusOf(error) === 412) throw new Error(`${key} ya existe en el bucket: no se vuelve a escribir.`);
      throw error;
    }
  }

  async function readInfo(key) {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return JSON.parse(await answer.Body.transformToString());
  }

  return {
    where: `s3://${bucket}/${RELEASES_FOLDER}`,
    url: publicUrl ?? releasesFolderUrl({ bucket, region, endpoint }),
    /**
     * Uploads the build folder to `releases/<remote>/<buildId>/`, its release.json last: a release is listed
     * (and can be put live) only once every file is in. A build already there, even in part, is refused.
     */
    async publish({ remote, distDir, now = new Date() }) {
      const buildId = buildIdOf(distDir);
      const folder = folderOf(remote, buildId);
      if ((await keysUnder(folder)).length > 0)
        throw new Error(`${remote} ${buildId} ya está publicada: una versión publicada no se vuelve a escribir.`);
      const files = filesOf(distDir);
      let size = 0;
      for (let first = 0; first < files.length; first += UPLOADS_AT_ONCE) {
        await Promise.all(
          files.slice(first, first + UPLOADS_AT_ONCE).map(async (file) => {
            const body = readFileSync(path.join(distDir, file));
            size += body.length;
            await putNew(`${folder}${file}`, body, file);
          }),
        );
      }
      const release = { buildId, publishedAt: now.toISOString(), size };
      await putNew(`${folder}${RELEASE_INFO}`, `${JSON.stringify(release, null, 2)}\n`, RELEASE_INFO);
      return release;
    },
    /** The remote's complete releases, newest first. */
    async list(remote) {
      const infoKeys = (await keysUnder(folderOf(remote))).filter(
        (key) => key.split('/').length === 4 && key.endsWith(`/${RELEASE_INFO}`),
      );
      const releases = await Promise.all(infoKeys.map(readInfo));
      return releases.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    },
    /** Removes these releases, every object of each. */
    async remove(remote, buildIds) {
      for (const buildId of buildIds) {
        const keys = await keysUnder(folderOf(remote, buildId));
        for (let first = 0; first < keys.length; first += DELETE_BATCH) {
          const objects = keys.slice(first, first + DELETE_BATCH).map((key) => ({ Key: key }));
          const answer = await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects } }));
          const failed = answer.Errors?.find((error) => error.Code !== 'NoSuchKey');
          if (failed) throw new Error(`No se pudo borrar ${failed.Key} del bucket: ${failed.Code} ${failed.Message}`);
        }
      }
    },
    close: () => client.destroy(),
  };
}
