import '@shop/shared/ui/tokens.css';
import { PAGE_DATA_ID, type PageData } from './app/page-data';

function readPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : null;
}

/** Ends the current task, so that the browser can paint and answer input between two steps of start-up. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Start-up in steps, each its own short task, instead of one task that a phone needs a third of a
 * second for: the store, the router with the page's screen, React DOM's own evaluation, then hydration.
 * Each step's code comes with this chunk (webpackMode "eager"): importing it only runs it.
 */
async function start(): Promise<void> {
  const page = readPageData();
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
}

void start();
