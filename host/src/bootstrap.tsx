import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from '@shop/shared/router';
import { restoreSession } from '@shop/shared/session';
import { makeStore } from '@shop/shared/store';
import '@shop/shared/ui/tokens.css';
import { createAppRouter } from './app/router';
import { fetchRemotesConfig } from './features/remotes/remotes-config';

async function start(): Promise<void> {
  const store = makeStore();
  void store.dispatch(restoreSession());
  const router = createAppRouter(await fetchRemotesConfig());
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

void start();
