import { Type } from 'typebox';
import type { RouteScope } from '../../lib/schema';
import { shareJpeg } from './image-files';
import { type MediaStorage, shareFile } from './storage/media-storage';

const Params = Type.Object({ file: Type.String({ maxLength: 100 }) });
const SHARE_ADDRESS = /^([0-9a-f]{32})\.jpg$/;

/**
 * `/api/compartir/<name>.jpg`: the JPEG link previews show of the stored image `name`. Uploads make it beside the
 * WebP; an image stored before that gets it made here the first time it is asked for, then kept.
 */
export async function shareImageRoute(app: RouteScope, { storage }: { storage: MediaStorage }) {
  app.get('/api/compartir/:file', { schema: { hide: true, params: Params } }, async (request, reply) => {
    const name = SHARE_ADDRESS.exec(request.params.file)?.[1];
    const missing = () => reply.status(404).send({ error: 'Imagen no encontrada' });
    if (!name) return missing();
    let jpeg = await storage.get(shareFile(name));
    if (!jpeg) {
      const source = await storage.get(`${name}.webp`);
      if (!source) return missing();
      jpeg = await shareJpeg(source);
      await storage.put(shareFile(name), jpeg);
    }
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('image/jpeg').send(jpeg);
  });
}
