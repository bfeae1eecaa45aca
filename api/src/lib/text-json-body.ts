import { jsonTextParser } from './json-body';
import type { RouteScope } from './schema';

/**
 * Accepts JSON sent as `text/plain` (navigator.sendBeacon from another origin: a CORS-safelisted type, so no
 * preflight), up to `bodyLimit` bytes, read as every JSON body is, in the plugin that calls it only: elsewhere text
 * stays refused.
 */
export function acceptTextJson(app: RouteScope, bodyLimit: number) {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit }, jsonTextParser(app));
}
