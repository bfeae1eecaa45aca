import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from '@shop/shared/router';
import type { AppStore } from '@shop/shared/store';
import { PostedFormProvider, type PostedForm } from '../../common/posted-form';
import { CLIENT_RENDERED_SECTION } from '../../features/remotes/remote-route';
import type { AppRouter } from './create-app-router';

/** Hydration's recoverable errors, but for the sections the server left to the browser on purpose. */
function reportRecoverableError(error: unknown): void {
  if ((error as { digest?: string } | null)?.digest === CLIENT_RENDERED_SECTION) return;
  console.error(error);
}

/**
 * Hydrates the server's HTML, or renders the page when the server sent none. `form`: the server's answer to
 * a form posted without JavaScript that the page shows, so hydration renders the same.
 */
export function mountApp(store: AppStore, router: AppRouter, hydrate: boolean, form: PostedForm | null): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  const app = (
    <StrictMode>
      <Provider store={store}>
        <PostedFormProvider form={form}>
          <RouterProvider router={router} />
        </PostedFormProvider>
      </Provider>
    </StrictMode>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    });
  } else {
    createRoot(container).render(app);
  }
}
