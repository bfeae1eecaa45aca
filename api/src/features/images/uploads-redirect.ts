import type { FastifyInstance } from 'fastify';
import { Type, type Static } from 'typebox';
import { type MediaStorage, STORED_FILE } from './storage/media-storage';

const Params = Type.Object({ file: Type.String({ maxLength: 100 }) });

/**
 * With the images in a bucket, `/uploads/<file>` (what the API handed out before the move, still stored in
 * rows) sends the browser to the file's address there, for good.
 */
export function uploadsRedirect(app: FastifyInstance, storage: MediaStorage) {
  app.get('/uploads/:file', { schema: { hide: true, params: Params } }, async (request, reply) => {
    const { file } = request.params as Static<typeof Params>;
    if (!STORED_FILE.test(file)) return reply.status(404).send({ error: 'Imagen no encontrada' });
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').redirect(storage.urlOf(file), 301);
  });
}
