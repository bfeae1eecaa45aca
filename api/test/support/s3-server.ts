import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Storage } from '../../src/features/images/storage/s3-storage';
import type { MediaStorage } from '../../src/features/images/storage/media-storage';

/** s3rver accepts these credentials; the SDK's notice about Node 20 is noise in a test's output. */
const CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};
const BUCKET = 'tienda-medios';

export interface S3Server {
  endpoint: string;
  /** The API's environment for a bucket folder on this server (what a deployment sets). */
  env(prefix: string): Record<string, string>;
  /** An adapter on a bucket folder of this server, built as the API builds it from that environment. */
  storage(prefix: string): MediaStorage;
  close(): Promise<void>;
}

/** An S3-protocol server on a random local port, with one empty bucket, its objects in a temporary folder. */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'api-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, CREDENTIALS);
  return {
    endpoint,
    env: (prefix) => ({ ...CREDENTIALS, STORAGE_URL: `s3://${BUCKET}/${prefix}`, AWS_ENDPOINT_URL_S3: endpoint }),
    storage: (prefix) =>
      createS3Storage({ bucket: BUCKET, prefix, region: CREDENTIALS.AWS_REGION, endpoint, publicBaseUrl: null }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
