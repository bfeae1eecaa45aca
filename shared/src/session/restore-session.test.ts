import { describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@shop/shared/store';
import { apiUrl, server } from '@shop/shared/test';
import { restoreSession } from './restore-session';
import { TOKEN_KEY } from './token-storage';

const admin = { id: 1, nombre: 'Ana', email: 'ana@example.com', rol: 'admin' };

describe('restoreSession', () => {
  it('loads the user of a stored token, sending it as a bearer', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc');
    let authorization: string | null = null;
    server.use(
      http.get(apiUrl('/api/auth/me'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(admin);
      }),
    );
    const store = makeStore();

    await store.dispatch(restoreSession());

    expect(authorization).toBe('Bearer abc');
    expect(store.getState().session).toEqual({ token: 'abc', user: admin, expired: false });
  });

  it('forgets a token the API refuses', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'expired');
    server.use(
      http.get(apiUrl('/api/auth/me'), () => HttpResponse.json({ error: 'Token inválido o vencido' }, { status: 401 })),
    );
    const store = makeStore();

    await store.dispatch(restoreSession());

    expect(store.getState().session).toEqual({ token: null, user: null, expired: true });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('forgets the token when the API cannot be reached', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc');
    server.use(http.get(apiUrl('/api/auth/me'), () => HttpResponse.error()));
    const store = makeStore();

    await store.dispatch(restoreSession());

    expect(store.getState().session.token).toBeNull();
  });

  it('does not call the API without a stored token', async () => {
    const store = makeStore();

    await store.dispatch(restoreSession());

    expect(store.getState().session).toEqual({ token: null, user: null, expired: false });
  });
});
