import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** A file whose name changes with its content, also as its precompressed copy ('main.1a2b3c4d.js.br'). */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|webp|svg)(\.br|\.gz)?$/;

/**
 * Serves the built files of `root`, precompressed when the browser accepts it. A hashed file is cached for a year;
 * any other file is checked again on every use. Source maps (the original sources) stay on disk unless asked for.
 */
export async function serveBuiltFiles(app: FastifyInstance, root: string, { sourceMaps = false } = {}): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: sourceMaps ? [] : ['**/*.map'],
    // The cache rule is this module's: send's own Cache-Control would replace it.
    cacheControl: false,
    setHeaders: (response, file) => {
      response.setHeader('Cache-Control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      response.setHeader('Vary', 'Accept-Encoding');
    },
  });
}
