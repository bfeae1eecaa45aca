import { restoreSession } from '@shop/shared/session';
import { makeStore, type AppStore } from '@shop/shared/store';
import type { PageData } from '../page-data';

/** The browser's store, from the state the server rendered the page with, with the visitor's session. */
export function startStore(page: PageData | null): AppStore {
  const store = makeStore(page?.state);
  void store.dispatch(restoreSession());
  return store;
}
