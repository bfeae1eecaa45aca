import { Type } from 'typebox';
import type { RouteScope } from '../../lib/schema';
import { type MediaStorage, STORED_FILE } from './storage/media-storage';

const Params = Type.Object({ file: Type.String({ maxLength: 100 }) });

/**
 * With the images in a bucket, `/uploads/<file>` (what the API handed out before the move, still stored in
 * rows) sends the browser to the file's address there, for good.
 */
export async function uploadsRedirect(app: RouteScope, { storage }: { storage: MediaStorage }) {
  app.get('/uploads/:file', { schema: { hide: true, params: Params } }, async (request, reply) => {
    const { file } = request.params;
    if (!STORED_FILE.test(file)) return reply.status(404).send({ error: 'Imagen no encontrada' });
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').redirect(storage.urlOf(file), 301);
  });
}
