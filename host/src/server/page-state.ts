import { baseApi } from '@shop/shared/api';
import type { AppStore, RootState } from '@shop/shared/store';

type ApiState = RootState[typeof baseApi.reducerPath];
type QueryEntry = NonNullable<ApiState['queries'][string]>;

/** An API answer that asking again will not change (the item does not exist, the id is wrong). */
function isFinalAnswer(query: QueryEntry): boolean {
  const status = (query.error as { status?: unknown } | undefined)?.status;
  return query.status === 'rejected' && typeof status === 'number' && status >= 400 && status < 500;
}

/** Whether every API request of the page has an answer that asking again will not change (no failure, none pending). */
export function answeredForGood(store: AppStore): boolean {
  const { queries } = store.getState()[baseApi.reducerPath];
  return Object.values(queries).every((query) => query?.status === 'fulfilled' || (query && isFinalAnswer(query)));
}

/**
 * The API cache the page was rendered from, for the browser's store: settled requests only, and
 * nothing else of the store (no session, token or user data). A request the API refused (404 of a
 * missing product) carries the time of its answer: RTK Query asks again for an entry without one,
 * which would repeat, on hydration, a request the page already shows the answer to.
 */
export function publicState(store: AppStore): Partial<RootState> {
  const { queries, provided } = store.getState()[baseApi.reducerPath];
  const settled: ApiState['queries'] = {};
  for (const [key, query] of Object.entries(queries)) {
    if (query?.status === 'fulfilled') settled[key] = query;
    else if (query?.status === 'rejected') {
      settled[key] = isFinalAnswer(query) ? { ...query, fulfilledTimeStamp: query.startedTimeStamp } : query;
    }
  }
  return { [baseApi.reducerPath]: { queries: settled, provided } } as Partial<RootState>;
}
