import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
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

/** Renders a screen as the site does: a fresh store per test, a real router, a real user. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}) {
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
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    renderOptions,
  );
  return { ...view, store, router, user };
}
