import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from '@shop/shared/router';
import type { AppStore } from '@shop/shared/store';
import { PostedFormProvider } from '../../common/posted-form';
import { CLIENT_RENDERED_SECTION } from '../../features/remotes/remote-route';
import type { PageData } from '../page-data';
import type { AppRouter } from './create-app-router';
import { handOverEarlyEvents, ReplayEarlyEvents } from './early-events';

/** Hydration's recoverable errors, but for the sections the server left to the browser on purpose. */
function reportRecoverableError(error: unknown): void {
  if ((error as { digest?: string } | null)?.digest === CLIENT_RENDERED_SECTION) return;
  console.error(error);
}

/**
 * Hydrates the server's HTML, or renders the page when the server sent none. A remote's screen is hydrated
 * after the rest of the page (its own Suspense boundary): the events held before hydration are replayed
 * there (RemoteRoute), else once the page has hydrated. The page's `form` (the server's answer to a form
 * posted without JavaScript) is shown as the server rendered it.
 */
export function mountApp(store: AppStore, router: AppRouter, page: PageData | null): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  const app = (
    <StrictMode>
      <Provider store={store}>
        <PostedFormProvider form={page?.form ?? null}>
          <RouterProvider router={router} />
        </PostedFormProvider>
      </Provider>
      {!page?.screen?.remote && <ReplayEarlyEvents />}
    </StrictMode>
  );
  if (page) {
    handOverEarlyEvents();
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    });
  } else {
    createRoot(container).render(app);
  }
}
