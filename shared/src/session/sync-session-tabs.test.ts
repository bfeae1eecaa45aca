import { describe, expect, it } from '@jest/globals';
import { makeStore } from '@shop/shared/store';
import { sessionStarted } from './session-slice';
import { TOKEN_KEY } from './token-storage';

const answer = { token: 'abc', usuario: { id: 1, nombre: 'Ana', email: 'ana@example.com', rol: 'admin' } };

describe('session across tabs', () => {
  it('ends the session here when another tab signs out', () => {
    const store = makeStore();
    store.dispatch(sessionStarted(answer));

    window.localStorage.removeItem(TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, oldValue: 'abc', newValue: null }));

    expect(store.getState().session).toEqual({ token: null, user: null, expired: false, endedElsewhere: true });
  });

  it('keeps it when another key changes', () => {
    const store = makeStore();
    store.dispatch(sessionStarted(answer));

    window.dispatchEvent(new StorageEvent('storage', { key: 'otra', newValue: 'x' }));

    expect(store.getState().session.token).toBe('abc');
  });
});
