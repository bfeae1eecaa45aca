import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-error';

/**
 * Accepts JSON sent as `text/plain` (navigator.sendBeacon from another origin: a CORS-safelisted type, so no
 * preflight), up to `bodyLimit` bytes, in the plugin that calls it only: elsewhere text stays refused.
 */
export function acceptTextJson(
  app: Pick<FastifyInstance, 'removeContentTypeParser' | 'addContentTypeParser'>,
  bodyLimit: number,
) {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('El cuerpo de la solicitud no es un JSON válido.'));
    }
  });
}
