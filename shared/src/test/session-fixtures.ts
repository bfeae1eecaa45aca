import { http, HttpResponse } from 'msw';
import { apiUrl, server } from './msw-server';

/** The store's session after a signed-in user's profile was checked. */
export function aSignedInSession(rol: 'admin' | 'cliente') {
  return {
    session: { token: `token-${rol}`, user: { id: 1, nombre: 'Ana', email: 'ana@example.com', rol }, expired: false },
  };
}

/**
 * Serves a hidden product as the API does: 404 to the public and to a customer, the product and its
 * images to an admin's token.
 */
export function serveHiddenProduct(path: string, product: object, images: object[]) {
  const forTheAdmin = (body: object) => (request: Request) =>
    request.headers.get('Authorization') === 'Bearer token-admin'
      ? HttpResponse.json(body)
      : HttpResponse.json({ error: 'No encontrada' }, { status: 404 });
  server.use(
    http.get(apiUrl(path), ({ request }) => forTheAdmin(product)(request)),
    http.get(apiUrl(`${path}/imagenes`), ({ request }) => forTheAdmin(images)(request)),
  );
}
