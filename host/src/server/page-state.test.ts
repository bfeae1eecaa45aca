/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { baseApi } from '@shop/shared/api';
import { makeStore } from '@shop/shared/store';
import { aSignedInSession, apiUrl, server } from '@shop/shared/test';
import { homeBannersApi } from '@shop/shared/api';
import { publicState } from './page-state';

const BANNERS = apiUrl('/api/home/secondary-heroes');

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

/**
 * Asks for the banners and keeps the subscription, as the server's prefetch does: unsubscribed, a query keeps
 * RTK Query's 60 s removal timer running, and with it Jest's worker.
 */
async function fetchBanners(store: ReturnType<typeof makeStore>): Promise<void> {
  await store.dispatch(homeBannersApi.endpoints.homeSecondaryHeroes.initiate());
}

/** The browser's store, started from the state as it travels in the page (JSON). */
function browserStoreFrom(store: ReturnType<typeof makeStore>) {
  return makeStore(JSON.parse(JSON.stringify(publicState(store))) as ReturnType<typeof publicState>);
}

describe('the state a page hands to the browser', () => {
  it('holds the API cache only: no session, token or user data, even when the store has them', async () => {
    serveBanners(() => HttpResponse.json([]));
    const store = makeStore(aSignedInSession('admin'));
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
    const rendered = makeStore();
    await fetchBanners(rendered);
    await fetchBanners(browserStoreFrom(rendered));
    expect(requests.count).toBe(1);
  });

  it('a request that could not reach the API is asked again by the browser', async () => {
    const requests = serveBanners(() => HttpResponse.error());
    const store = makeStore();
    await fetchBanners(store);
    await fetchBanners(browserStoreFrom(store));
    expect(requests.count).toBe(2);
  });
});
