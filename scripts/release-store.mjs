// Where `npm run release` publishes and `switch`, `rollback` and `releases` look: the bucket when STORAGE_URL names
// one (as for the API's images), RELEASES_DIR otherwise. Both answer the same calls and say where their releases
// are fetched (`url`).
import { listReleases, publishRelease, releasesLocation, removeReleases } from './releases.mjs';

const BUCKET_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/.*)?$/;

/**
 * The bucket releases are published to, from the variables the API's image storage reads (STORAGE_URL, the AWS
 * region and endpoint), or null when STORAGE_URL is unset. RELEASES_URL replaces the bucket's own address (a CDN).
 */
export function bucketReleasesLocation(env = process.env) {
  const value = env.STORAGE_URL?.trim() ?? '';
  if (value === '') return null;
  const bucket = BUCKET_URL.exec(value)?.[1];
  if (!bucket) throw new Error(`STORAGE_URL inválido: ${value} (usá s3://bucket/carpeta).`);
  return {
    bucket,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    endpoint: env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || null,
    publicUrl: env.RELEASES_URL || null,
  };
}

function folderReleases({ dir, url }) {
  return {
    where: dir,
    url,
    publish: async ({ remote, distDir, now }) => publishRelease({ releasesDir: dir, remote, distDir, now }),
    list: async (remote) => listReleases(dir, remote),
    remove: async (remote, buildIds) => removeReleases(dir, remote, buildIds),
    close: () => undefined,
  };
}

/** The releases of this environment. The S3 client (a large package) is loaded only for a bucket. */
export async function openReleases(root, env = process.env) {
  const bucket = bucketReleasesLocation(env);
  if (!bucket) return folderReleases(releasesLocation(root, env));
  const { createBucketReleases } = await import('./release-bucket.mjs');
  return createBucketReleases(bucket);
}
