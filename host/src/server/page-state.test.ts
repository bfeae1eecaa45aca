/** @jest-environment node */
import { afterEach, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { baseApi } from '@shop/shared/api';
import { makeStore } from '@shop/shared/store';
import { aSignedInSession, apiUrl, server } from '@shop/shared/test';
import { homeApi } from '../features/home/api/home-secondary-heroes';
import { publicState } from './page-state';

const BANNERS = apiUrl('/api/home/secondary-heroes');

type Store = ReturnType<typeof makeStore>;
const stores: Store[] = [];

/** A store the test forgets afterwards: an unsubscribed query otherwise keeps a 60 s timer, and Jest's worker, alive. */
function aStore(...state: Parameters<typeof makeStore>): Store {
  const store = makeStore(...state);
  stores.push(store);
  return store;
}

afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(baseApi.util.resetApiState());
});

/** Answers the banners with `answer`, counting the requests. */
function serveBanners(answer: () => Response): { count: number } {
  const requests = { count: 0 };
  server.use(
    http.get(BANNERS, () => {
      requests.count += 1;
      return answer();
    }),
  );
  return requests;
}

async function fetchBanners(store: Store): Promise<void> {
  const request = store.dispatch(homeApi.endpoints.homeSecondaryHeroes.initiate());
  await request;
  request.unsubscribe();
}

/** The browser's store, started from the state as it travels in the page (JSON). */
function browserStoreFrom(store: Store) {
  return aStore(JSON.parse(JSON.stringify(publicState(store))) as ReturnType<typeof publicState>);
}

describe('the state a page hands to the browser', () => {
  it('holds the API cache only: no session, token or user data, even when the store has them', async () => {
    serveBanners(() => HttpResponse.json([]));
    const store = aStore(aSignedInSession('admin'));
    await fetchBanners(store);

    const state = publicState(store);
    expect(Object.keys(state)).toEqual([baseApi.reducerPath]);
    const text = JSON.stringify(state);
    expect(text).not.toContain('token-admin');
    expect(text).not.toContain('ana@example.com');
    expect(text).toContain('homeSecondaryHeroes');
  });

  it('a request the API refused (404) is not asked again by the browser store it starts', async () => {
    const requests = serveBanners(() => HttpResponse.json({ error: 'No encontrado' }, { status: 404 }));
    const rendered = aStore();
    await fetchBanners(rendered);
    await fetchBanners(browserStoreFrom(rendered));
    expect(requests.count).toBe(1);
  });

  it('a request that could not reach the API is asked again by the browser', async () => {
    const requests = serveBanners(() => HttpResponse.error());
    const store = aStore();
    await fetchBanners(store);
    await fetchBanners(browserStoreFrom(store));
    expect(requests.count).toBe(2);
  });
});
