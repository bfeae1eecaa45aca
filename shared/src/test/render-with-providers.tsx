import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from '@shop/shared/router';
import { makeStore, type AppStore, type RootState } from '@shop/shared/store';

interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The address the test starts at. */
  route?: string;
  /** The route pattern `ui` is mounted on. */
  path?: string;
  /** Screens rendered in `ui`'s outlet (when `ui` is a layout). */
  children?: RouteObject[];
  /** Other screens the test can navigate to. */
  routes?: RouteObject[];
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

function withProviders(ui: ReactElement, options: ProvidersOptions) {
  const {
    route = '/',
    path = '/',
    routes = [],
    children,
    preloadedState,
    store = makeStore(preloadedState),
    ...renderOptions
  } = options;
  const router = createMemoryRouter([{ path, element: ui, children }, ...routes], { initialEntries: [route] });
  const tree = (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
  return { tree, store, router, renderOptions, user: userEvent.setup({ delay: null }) };
}

/** Renders a screen as the site does: a fresh store per test, a real router, a real user. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
  const { tree, renderOptions, ...rest } = withProviders(ui, options);
  return { ...render(tree, renderOptions), ...rest };
}

/**
 * A screen as a server-rendered page starts: the server's HTML, on which the visitor acts first
 * (`beforeHydration`: typing, autofill; no React yet), then hydration. React's recoverable errors
 * (a hydration mismatch among them) are collected in `hydrationErrors`.
 */
export async function hydrateWithProviders(
  ui: ReactElement,
  beforeHydration: (user: UserEvent) => Promise<void>,
  options: ProvidersOptions = {},
) {
  const { tree, renderOptions, ...rest } = withProviders(ui, options);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  await beforeHydration(rest.user);
  const hydrationErrors: unknown[] = [];
  const view = render(tree, {
    ...renderOptions,
    container,
    hydrate: true,
    onRecoverableError: (error) => hydrationErrors.push(error),
  });
  return { ...view, ...rest, hydrationErrors };
}
