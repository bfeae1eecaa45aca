import { createAction } from '@reduxjs/toolkit';
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { siteConfig } from '@shop/shared/config';
import { toApiError, type ApiError } from './api-error';

export interface ApiExtraOptions {
  /** Send the stored token. Public storefront reads never set it. */
  auth?: boolean;
}

/** What the host's server tells the API of the page request its calls are made for (the store's thunk argument). */
export interface ServerRequestContext {
  /** The page request's W3C trace context, so that the API's log lines join the host's. */
  traceparent?: string;
}

/** Dispatched when an authenticated call answers 401 or 403; the session forgets its token. */
export const authRejected = createAction('api/authRejected');

interface StateWithToken {
  session?: { token?: string | null };
}

function storedToken(state: unknown): string | null {
  return (state as StateWithToken).session?.token ?? null;
}

/** On the host's server a request that hangs must not hold the page: it fails after this long. */
const SERVER_TIMEOUT_MS = 3000;

const fetchJson = fetchBaseQuery({
  baseUrl: siteConfig.apiUrl,
  timeout: typeof window === 'undefined' ? SERVER_TIMEOUT_MS : undefined,
  prepareHeaders: (headers, { getState, extra, extraOptions }) => {
    const token = (extraOptions as ApiExtraOptions | undefined)?.auth ? storedToken(getState()) : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const { traceparent } = extra as ServerRequestContext;
    if (traceparent) headers.set('traceparent', traceparent);
    return headers;
  },
});

export const apiBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  ApiExtraOptions,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const result = await fetchJson(args, api, extraOptions ?? {});
  if (!result.error) return { data: result.data, meta: result.meta };
  if (api.signal.aborted) return { error: { status: 'ABORTED', message: '' }, meta: result.meta };

  const sentToken = Boolean(extraOptions?.auth && storedToken(api.getState()));
  if (sentToken && (result.error.status === 401 || result.error.status === 403)) api.dispatch(authRejected());

  const path = typeof args === 'string' ? args : args.url;
  return { error: toApiError(result.error, result.meta, `${siteConfig.apiUrl}${path}`), meta: result.meta };
};
