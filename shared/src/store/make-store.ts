import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, type ServerRequestContext } from '@shop/shared/api';
import { enquirySlice, persistEnquiry, syncEnquiryAcrossTabs } from '@shop/shared/enquiry';
import { persistSessionToken, sessionSlice, syncSessionAcrossTabs } from '@shop/shared/session';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [enquirySlice.name]: enquirySlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The one store factory: used by the host, by each remote's standalone shell and by tests. The host's server makes
 * one per page request, with that request's context.
 */
export function makeStore(preloadedState?: Partial<RootState>, requestContext: ServerRequestContext = {}) {
  const listener = createListenerMiddleware();
  persistSessionToken(listener);
  persistEnquiry(listener);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: requestContext } })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  // The server makes a store per request and has no tabs (nor `window`) to keep in step.
  if (typeof window !== 'undefined') {
    syncSessionAcrossTabs(store.dispatch);
    syncEnquiryAcrossTabs(store.dispatch);
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
