import { describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@shop/shared/store';
import { apiUrl, server } from '@shop/shared/test';
import { baseApi } from './base-api';

interface Probe {
  ok: boolean;
}

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    testPublicRead: build.query<Probe, void>({ query: () => '/api/probe' }),
    testAdminRead: build.query<Probe, void>({ query: () => '/api/probe', extraOptions: { auth: true } }),
  }),
});

const signedIn = {
  session: { token: 'abc', user: { id: 1, nombre: 'Ana', email: 'ana@example.com', rol: 'admin' }, expired: false },
};

function captureAuthorization() {
  const seen: (string | null)[] = [];
  server.use(
    http.get(apiUrl('/api/probe'), ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

describe('apiBaseQuery', () => {
  it('sends no token on public reads, even when signed in', async () => {
    const seen = captureAuthorization();
    const store = makeStore(signedIn);

    await store.dispatch(probeApi.endpoints.testPublicRead.initiate());

    expect(seen).toEqual([null]);
  });

  it('sends the stored token as a bearer on authenticated calls', async () => {
    const seen = captureAuthorization();
    const store = makeStore(signedIn);

    await store.dispatch(probeApi.endpoints.testAdminRead.initiate());

    expect(seen).toEqual(['Bearer abc']);
  });

  it("passes the page request's trace context on, and none when the store has no request", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(apiUrl('/api/probe'), ({ request }) => {
        seen.push(request.headers.get('traceparent'));
        return HttpResponse.json({ ok: true });
      }),
    );
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

    await makeStore(undefined, { traceparent }).dispatch(probeApi.endpoints.testPublicRead.initiate());
    await makeStore().dispatch(probeApi.endpoints.testPublicRead.initiate());

    expect(seen).toEqual([traceparent, null]);
  });

  it.each([401, 403])('forgets the token when an authenticated call answers %i', async (status) => {
    window.localStorage.setItem('token', 'abc');
    server.use(http.get(apiUrl('/api/probe'), () => HttpResponse.json({ error: 'No autorizado' }, { status })));
    const store = makeStore(signedIn);

    await store.dispatch(probeApi.endpoints.testAdminRead.initiate());

    expect(store.getState().session).toEqual({ token: null, user: null, expired: true });
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session when a public read answers 401', async () => {
    server.use(http.get(apiUrl('/api/probe'), () => HttpResponse.json({ error: 'x' }, { status: 401 })));
    const store = makeStore(signedIn);

    await store.dispatch(probeApi.endpoints.testPublicRead.initiate());

    expect(store.getState().session.token).toBe('abc');
  });

  it("gives the body's error field as the message", async () => {
    server.use(
      http.get(apiUrl('/api/probe'), () => HttpResponse.json({ error: 'Bicicleta no encontrada' }, { status: 404 })),
    );
    const store = makeStore();

    const result = await store.dispatch(probeApi.endpoints.testPublicRead.initiate());

    expect(result.error).toEqual({ status: 404, message: 'Bicicleta no encontrada' });
  });

  it('gives the field the API refused (its campo) with the message', async () => {
    server.use(
      http.get(apiUrl('/api/probe'), () =>
        HttpResponse.json({ error: 'Orden inválido: caro', campo: 'sort' }, { status: 400 }),
      ),
    );
    const store = makeStore();

    const result = await store.dispatch(probeApi.endpoints.testPublicRead.initiate());

    expect(result.error).toEqual({ status: 400, message: 'Orden inválido: caro', field: 'sort' });
  });

  it('falls back to HTTP {status} {statusText} without an error field', async () => {
    server.use(
      http.get(
        apiUrl('/api/probe'),
        () => new HttpResponse('<html>caído</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const store = makeStore();

    const result = await store.dispatch(probeApi.endpoints.testPublicRead.initiate());

    expect(result.error).toEqual({ status: 502, message: 'HTTP 502 Bad Gateway' });
  });

  it('names the URL and the reason when the API cannot be reached', async () => {
    server.use(http.get(apiUrl('/api/probe'), () => HttpResponse.error()));
    const store = makeStore();

    const result = await store.dispatch(probeApi.endpoints.testPublicRead.initiate());

    expect(result.error).toEqual({
      status: 'NETWORK',
      message: expect.stringMatching(new RegExp(`^No se pudo conectar con la API \\(${apiUrl('/api/probe')}\\): .+`)),
    });
  });
});
