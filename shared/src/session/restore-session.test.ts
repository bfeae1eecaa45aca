import { describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@shop/shared/store';
import { apiUrl, server } from '@shop/shared/test';
import { restoreSession, sessionRetryDelay } from './restore-session';
import { sessionCleared } from './session-slice';
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

  it.each([
    ['the API cannot be reached', () => HttpResponse.error()],
    ['the API answers 503', () => HttpResponse.json({ error: 'Error interno del servidor.' }, { status: 503 })],
  ])('keeps the token and asks again when %s', async (_case, failure) => {
    window.localStorage.setItem(TOKEN_KEY, 'abc');
    const answers = [failure, failure, () => HttpResponse.json(admin)];
    let calls = 0;
    server.use(http.get(apiUrl('/api/auth/me'), () => (answers[calls++] ?? failure)()));
    const store = makeStore();

    await store.dispatch(restoreSession(() => 0));

    expect(calls).toBe(3);
    expect(store.getState().session).toEqual({ token: 'abc', user: admin, expired: false });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('abc');
  });

  it('stops asking once the session ended meanwhile', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'abc');
    const store = makeStore();
    let calls = 0;
    server.use(
      http.get(apiUrl('/api/auth/me'), () => {
        calls += 1;
        store.dispatch(sessionCleared());
        return HttpResponse.error();
      }),
    );

    await store.dispatch(restoreSession(() => 0));

    expect(calls).toBe(1);
    expect(store.getState().session.token).toBeNull();
  });

  it('waits longer after each failed check, up to 15 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(sessionRetryDelay)).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
  });

  it('does not call the API without a stored token', async () => {
    const store = makeStore();

    await store.dispatch(restoreSession());

    expect(store.getState().session).toEqual({ token: null, user: null, expired: false });
  });
});
