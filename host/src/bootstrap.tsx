import '@shop/shared/ui/tokens.css';
import { PAGE_DATA_ID, type PageData } from './app/page-data';
import { nextTask } from './app/start/next-task';
import { startVitals } from './features/vitals/start-vitals';

function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : null;
}

/**
 * Start-up in steps, each its own short task, instead of one task that a phone needs a third of a
 * second for: Redux Toolkit and the store's modules, the store, the router with the page's screen, React DOM's
 * own evaluation, then hydration.
 * Each step's code comes with this chunk (webpackMode "eager"): importing it only runs it.
 */
async function start(): Promise<void> {
  const page = readPageData();
  await import(/* webpackMode: "eager" */ '@shop/shared/store');
  await nextTask();
  const { startStore } = await import(/* webpackMode: "eager" */ './app/start/start-store');
  const store = startStore(page);
  await nextTask();
  const { createAppRouter } = await import(/* webpackMode: "eager" */ './app/start/create-app-router');
  const router = await createAppRouter(page);
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { mountApp } = await import(/* webpackMode: "eager" */ './app/start/mount-app');
  mountApp(store, router, page);
  // Pages the server rendered, the storefront's: the admin area and the error page are not measured.
  if (page) startVitals(page.screen?.pattern);
}

void start();
