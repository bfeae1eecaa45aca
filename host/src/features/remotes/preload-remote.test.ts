import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from '@shop/shared/router';
import { readRemotesFile } from '@shop/shared/test';

// The script the host's pages inline: it picks the remote to preload from remotes.json by itself, so its
// matching must agree with the router's for every pattern the file names.
const remotesFile = readRemotesFile();
const preloadScript = readFileSync(path.resolve(__dirname, '../../../../webpack/preload-remote.browser.js'), 'utf8');

/** The manifest the script preloads for this address, or null. */
async function preloadedFor(address: string): Promise<string | null> {
  window.history.replaceState(null, '', address);
  document.head.innerHTML = '';
  global.fetch = jest.fn(async () => Response.json(remotesFile)) as typeof fetch;
  new Function(`${preloadScript}\npreloadRemote();`)();
  await (window as unknown as { __remotesConfig: Promise<unknown> }).__remotesConfig;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return document.head.querySelector('link[rel="preload"][href$="/mf-manifest.json"]')?.getAttribute('href') ?? null;
}

/** The manifest of the remote whose route the router matches for this address, or null. */
function routedTo(address: string): string | null {
  const routes = remotesFile.remotes.flatMap((remote) =>
    remote.routes.map((route) => ({ path: route, entry: remote.entry })),
  );
  const [match] = matchRoutes(routes, address) ?? [];
  return match ? (match.route as { entry: string }).entry : null;
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

const ADDRESSES = [
  '/',
  '/contacto',
  '/bicicletas',
  '/bicicletas/',
  '/bicicletas/mtb',
  '/bicicletas/mtb/otra',
  '/catalogo-bicicletas',
  '/bici/12-trail',
  '/bici',
  '/comparar-bicicletas',
  '/accesorios/luces',
  '/catalogo-accesorios',
  '/accesorio/7-inflador',
  '/admin',
  '/admin/bicicletas/3/editar',
  '/administrador',
];

describe('the preload in index.html', () => {
  it.each(ADDRESSES)('preloads for %s the remote the router sends it to', async (address) => {
    expect(await preloadedFor(address)).toBe(routedTo(address));
  });
});
