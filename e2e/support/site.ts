import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import declaration from '../../remotes.config.json';
import { productPath, type ProductType } from '../../contract/src/product-paths';

export const SITE = 'http://localhost:3000';
export const API = 'http://localhost:4000';
const REMOTE_PORTS = new Map(declaration.remotes.map((remote) => [remote.name, remote.port]));

/** The local port of a remote of remotes.config.json. */
export function remotePort(name: string): number {
  const port = REMOTE_PORTS.get(name);
  if (port === undefined) throw new Error(`${name} no figura en remotes.config.json`);
  return port;
}

/** The page of the demo's product of that name, found through the API. */
export async function pathOf(request: APIRequestContext, type: ProductType, name: string): Promise<string> {
  const table = type === 'bicicleta' ? 'bicicletas' : 'accesorios';
  const answer = await request.get(`${API}/api/${table}`, { params: { q: name } });
  const { items } = (await answer.json()) as { items: { id: number; nombre: string }[] };
  const product = items.find((item) => item.nombre === name);
  if (!product) throw new Error(`Falta ${name} en la demostración`);
  return productPath(type, product);
}

/** The local origins of every remote. */
export const REMOTE_ORIGINS = [...REMOTE_PORTS.values()].map((port) => `http://localhost:${port}`);

declare global {
  interface Window {
    __reactRenderers: number;
  }
}

/**
 * Counts React DOM renderers as they register with the DevTools hook: every copy of react-dom
 * that loads registers once, so a second copy of React shows up as a second renderer.
 */
async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__reactRenderers = 0;
    let nextId = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: unknown) {
          window.__reactRenderers += 1;
          nextId += 1;
          this.renderers.set(nextId, renderer);
          return nextId;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

/** Waits until React has hydrated the page: the router's scroll restoration is in place from then on. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
}

/**
 * The site's pages start their scripts once painted, so a page opened on the site is handed to the
 * test hydrated: a click lands where a shopper's tap would do something.
 */
function hydratedAfterNavigation(page: Page): void {
  const onSite = () => new URL(page.url()).origin === SITE;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (onSite()) await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (onSite()) await waitForHydration(page);
    return response;
  };
}

export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page }, use) => {
    hydratedAfterNavigation(page);
    await use(page);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await countReactRenderers(page);
    await use(errors);
  },
});

export { expect };

export async function reactRenderers(page: Page): Promise<number> {
  return page.evaluate(() => window.__reactRenderers);
}

/** The remotes (by port) whose files a page requested. */
export function trackRemoteRequests(page: Page): Set<number> {
  const ports = new Set<number>();
  page.on('request', (request) => {
    const port = Number(new URL(request.url()).port);
    if ([...REMOTE_PORTS.values()].includes(port)) ports.add(port);
  });
  return ports;
}

export const ADMIN = { email: 'admin@example.com', password: 'admin1234' };

interface Listed {
  id: number;
  nombre: string;
  precio?: number | null;
  imagen_principal: object | null;
}

/**
 * The first bicycle or accessory of the catalogue, newest first (with a price or a photo, if asked: other tests add
 * products without them).
 */
export async function firstItem(
  kind: 'bicicletas' | 'accesorios',
  { withPrice = false, withPhoto = false } = {},
): Promise<Listed> {
  const answer = await fetch(`${API}/api/${kind}?limit=100`);
  const { items } = (await answer.json()) as { items: Listed[] };
  const item = items.find(
    (candidate) => (!withPrice || candidate.precio != null) && (!withPhoto || candidate.imagen_principal !== null),
  );
  if (!item) throw new Error(`Sin ${kind} en la base de demostración`);
  return item;
}

/** Signs the admin in through the API and stores the token as the site does after sign-in. */
export async function signInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post(`${API}/api/auth/login`, {
    data: { email: ADMIN.email, contrasena: ADMIN.password },
  });
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

/** axe-core's findings on the page as it is now, one line per rule with the elements it flagged. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Opens `path` from inside the running site, as a click on one of its links does: the browser,
 * not the host's server, then asks the API for the page's data (what `page.route` can intercept).
 */
export async function openInSite(page: Page, path: string): Promise<void> {
  // From a page without the map embed: with no internet, its request can hang and keep the network busy.
  await page.goto('/login');
  await page.evaluate((target) => {
    window.history.pushState({ usr: null, key: 'e2e', idx: 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
