import { describe, expect, it } from '@jest/globals';
import { makeStore } from '@shop/shared/store';
import { sessionCleared, sessionStarted } from './session-slice';
import { TOKEN_KEY } from './token-storage';

const answer = { token: 'nuevo', usuario: { id: 1, nombre: 'Ana', email: 'ana@example.com', rol: 'admin' } };

describe('session token persistence', () => {
  it('stores the token of a started session under the key "token"', () => {
    const store = makeStore();

    store.dispatch(sessionStarted(answer));

    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('nuevo');
    expect(store.getState().session).toEqual({ token: 'nuevo', user: answer.usuario, expired: false });
  });

  it('removes it on logout', () => {
    const store = makeStore();
    store.dispatch(sessionStarted(answer));

    store.dispatch(sessionCleared());

    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getState().session).toEqual({ token: null, user: null, expired: false });
  });

  it('starts a new store from the stored token', () => {
    window.localStorage.setItem(TOKEN_KEY, 'guardado');

    expect(makeStore().getState().session.token).toBe('guardado');
  });
});
