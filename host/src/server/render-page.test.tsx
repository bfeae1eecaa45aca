/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { within } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { http, HttpResponse } from 'msw';
import { siteConfig } from '@shop/shared/config';
import type { Screen } from '@shop/shared/remote';
import { aPagedList, apiUrl, server } from '@shop/shared/test';
import { PageMeta } from '@shop/shared/ui';
import { PAGE_DATA_ID, type PageData } from '../app/page-data';
import type { PostedForm } from '../common/posted-form';
import { WITHOUT_REMOTES, builtPages, scriptStart, START_SCRIPTS } from './built-pages-helpers';
import { START_FILES_ID, type Preload } from './html-document';
import { RemoteRegistry } from './remote-registry';
import { renderPage, REQUEST_TIMEOUT_MS, SECTION_BUDGET_MS, type RemoteScreens } from './render-page';
import { expectSettlesAt, settle, track } from './fake-clock-helpers';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
}));

const load = jest.mocked(loadRemote);

const HOST_STYLES = '/host-styles.1234abcd.css';
const REMOTE_ORIGIN = 'http://remoto.test:3001';
const bikes = { name: 'bikes', entry: `${REMOTE_ORIGIN}/mf-manifest.json`, routes: ['/bicicletas'] };

interface RenderedPage {
  status: number;
  html: string;
  /** Whether the host server may give the same HTML to the next visitors (its micro-cache). */
  reusable: boolean;
  document: Document;
  root: HTMLElement;
  data: PageData | null;
}

/** The files the page lists for its start script to request together once painted, and how. */
function startFiles(document: Document): string[] {
  const files = JSON.parse(document.getElementById(START_FILES_ID)?.textContent ?? '[]') as Preload[];
  return files.map(({ href, as }) => `${as} ${href}`);
}

async function render(
  address: string,
  registry: RemoteScreens = WITHOUT_REMOTES,
  form?: PostedForm,
): Promise<RenderedPage> {
  const context = { ...builtPages(), registry, hostStylesheets: [HOST_STYLES] };
  const answer = await renderPage(new URL(address, siteConfig.siteUrl), context, form);
  if ('redirect' in answer) throw new Error(`${address} redirigió a ${answer.redirect}`);
  const { document } = new JSDOM(answer.html).window;
  const root = document.getElementById('root');
  if (!root) throw new Error('La página no tiene #root');
  const data = document.getElementById(PAGE_DATA_ID)?.textContent;
  return {
    status: answer.status,
    html: answer.html,
    reusable: answer.reusable,
    document,
    root,
    data: data ? (JSON.parse(data) as PageData) : null,
  };
}

function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

/** A featured bicycle as the API lists it. */
function aFeaturedBike(nombre: string) {
  return { id: 12, nombre, categoria: 'mtb', precio: 1250000, imagen_principal: null };
}

function serveHome(featured: object[] = []) {
  server.use(
    http.get(apiUrl('/api/home/secondary-heroes'), () => HttpResponse.json([])),
    http.get(apiUrl('/api/bicicletas'), () => HttpResponse.json(aPagedList(featured))),
    http.get(apiUrl('/api/accesorios'), () => HttpResponse.json(aPagedList([]))),
  );
}

beforeEach(() => {
  load.mockReset();
});

describe("the host's pages rendered on the server", () => {
  it.each([
    ['/', 'Tu próxima bici te está esperando', 'Bicicletas y accesorios'],
    ['/contacto', 'Contacto', 'Contacto'],
    ['/ubicacion', 'Dónde encontrarnos', 'Dónde encontrarnos'],
    ['/arrepentimiento', 'Botón de arrepentimiento', 'Botón de arrepentimiento'],
  ])('%s: 200, heading, full title, description and canonical in <head>', async (address, heading, title) => {
    serveHome();
    const { status, document, root, data, reusable } = await render(address);

    expect(status).toBe(200);
    expect(reusable).toBe(true);
    expect(within(root).getByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect([...document.head.querySelectorAll('title')].map((tag) => tag.textContent)).toEqual([
      `${title} | ${siteConfig.shopName}`,
    ]);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/\S/);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${siteConfig.siteUrl}${address}`,
    );
    // data-href: the name webpack looks for before loading a stylesheet, so hydration does not load it again.
    expect(
      document.head.querySelector(`link[rel="stylesheet"][href="${HOST_STYLES}"][data-href="${HOST_STYLES.slice(1)}"]`),
    ).toBeTruthy();
    expect(data?.screen).toEqual({ pattern: address });
    expect(scriptStart(document)).toBe('after-paint');
    expect(startFiles(document)).toEqual(START_SCRIPTS.map((script) => `script ${script}`));
    // Nothing is requested for the scripts before the page has painted.
    expect(document.querySelector('link[rel="preload"][as="script"], link[rel="modulepreload"]')).toBeNull();
  });

  it.each([
    ['/login', 'Ingresar'],
    ['/register', 'Crear cuenta'],
  ])('%s: 200, its form, and kept out of search engines', async (address, title) => {
    const { status, document, root } = await render(address);

    expect(status).toBe(200);
    expect(within(root).getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(within(root).getByLabelText(/Email/)).toBeTruthy();
    expect(document.title).toBe(`${title} | ${siteConfig.shopName}`);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it.each([
    ['/contacto', ['nombre text name', 'telefono tel tel', 'email email email']],
    ['/login', ['email email email', 'contrasena password current-password']],
    ['/register', ['nombre text name', 'email email email', 'contrasena password new-password']],
  ])(
    '%s: each field that names its autofill purpose has a type that purpose fits (pa11y H98)',
    async (address, wanted) => {
      const { root } = await render(address);
      const fields = [...root.querySelectorAll('input[autocomplete]:not([autocomplete="off"])')].map((input) =>
        ['name', 'type', 'autocomplete'].map((attribute) => input.getAttribute(attribute)).join(' '),
      );

      expect(fields).toEqual(wanted);
    },
  );

  it.each([
    ['/login', { method: 'post', action: '/login', 'data-replay-submit': '' }],
    ['/register', { method: 'post', action: '/register', 'data-replay-submit': '' }],
    ['/contacto', { method: 'post', action: '/contacto', target: '_blank' }],
    ['/arrepentimiento', { method: 'post', action: '/arrepentimiento', 'data-replay-submit': '' }],
  ])("%s: its form posts to the host's server (a password never travels in an address)", async (address, wanted) => {
    const { document } = await render(address);
    const forms = [...document.querySelectorAll('form')];

    expect(forms).toHaveLength(1);
    for (const [name, value] of Object.entries(wanted)) expect(forms[0]?.getAttribute(name)).toBe(value);
  });

  it('a page answering a posted form shows it, carries it for hydration and is never served to anyone else', async () => {
    const form = { values: { email: 'ana@example.com' }, error: 'Falta JavaScript.' };
    const { status, root, data, reusable } = await render('/login', WITHOUT_REMOTES, form);

    expect(status).toBe(200);
    expect(reusable).toBe(false);
    expect(data?.form).toEqual(form);
    expect(within(root).getByRole('alert').textContent).toBe('Falta JavaScript.');
    expect(within(root).getByLabelText(/Email/).getAttribute('value')).toBe('ana@example.com');
  });

  it.each([
    ['/contacto', 1],
    ['/ubicacion', 2],
  ])('%s: the maps are left to the browser, their boxes are in the HTML', async (address, maps) => {
    const { root } = await render(address);

    expect(within(root).queryAllByTitle(/^Mapa/)).toEqual([]);
    expect(within(root).getAllByTestId('map-placeholder')).toHaveLength(maps);
  });

  it('an address with a trailing slash moves for good to the one without, query kept', async () => {
    const context = { ...builtPages(), registry: WITHOUT_REMOTES, hostStylesheets: [HOST_STYLES] };
    expect(await renderPage(new URL('/ubicacion/?ref=mapa', siteConfig.siteUrl), context)).toEqual({
      status: 301,
      redirect: '/ubicacion?ref=mapa',
    });
  });

  it.each(['/%09/evil.example/', '/%0A/evil.example/', '/%5Cevil.example/'])(
    'a trailing-slash address that would leave the site once decoded (%s) moves home instead',
    async (address) => {
      const context = { ...builtPages(), registry: WITHOUT_REMOTES, hostStylesheets: [HOST_STYLES] };
      expect(await renderPage(new URL(address, siteConfig.siteUrl), context)).toEqual({ status: 301, redirect: '/' });
    },
  );

  it('an unknown address: 404 with the 404 page inside the layout', async () => {
    const { status, root, data, reusable } = await render('/no-existe');

    expect(status).toBe(404);
    expect(reusable).toBe(true);
    expect(within(root).getByRole('heading', { level: 1, name: '404 · Página no encontrada' })).toBeTruthy();
    expect(within(root).getByRole('link', { name: 'Saltar al contenido' })).toBeTruthy();
    expect(data?.screen).toBeNull();
  });

  it('the API down: the page still answers, and is never kept for other visitors', async () => {
    server.use(
      http.get(apiUrl('/api/home/secondary-heroes'), () => HttpResponse.error()),
      http.get(apiUrl('/api/bicicletas'), () => HttpResponse.error()),
      http.get(apiUrl('/api/accesorios'), () => HttpResponse.error()),
    );
    const { status, root, reusable } = await render('/');

    expect(status).toBe(200);
    expect(within(root).getByRole('heading', { level: 1, name: 'Tu próxima bici te está esperando' })).toBeTruthy();
    expect(reusable).toBe(false);
  });

  it.each(['/', '/ubicacion'])(
    '%s: BikeStore JSON-LD with its address, geo, hours and both locations',
    async (address) => {
      serveHome();
      const { document } = await render(address);

      const [store] = jsonLd(document).filter((item) => item['@type'] === 'BikeStore');
      const locations = store?.department as {
        address: { streetAddress: string };
        openingHoursSpecification: unknown;
      }[];
      expect(locations.map((location) => location.address.streetAddress)).toEqual(
        siteConfig.locations.map((location) => location.address),
      );
      expect(locations).toHaveLength(2);
      expect(store).toMatchObject({
        address: { '@type': 'PostalAddress', streetAddress: siteConfig.contact.address, addressCountry: 'AR' },
        geo: { '@type': 'GeoCoordinates', latitude: siteConfig.contact.lat, longitude: siteConfig.contact.lng },
      });
      const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
      const hours = [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: weekdays.map((day) => `https://schema.org/${day}`),
          opens: '09:00',
          closes: '20:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['https://schema.org/Sunday'],
          opens: '10:00',
          closes: '16:00',
        },
      ];
      expect(store?.openingHoursSpecification).toEqual(hours);
      for (const location of locations) expect(location.openingHoursSpecification).toEqual(hours);
    },
  );

  it('a product name that closes the script stays inside the page state, and shows as text', async () => {
    const name = 'Rodado </script><script>alert(1)</script> \u2028 fin';
    serveHome([aFeaturedBike(name)]);
    const { html, document, root, data } = await render('/');

    const stateScript = document.getElementById(PAGE_DATA_ID);
    expect(stateScript?.parentElement).toBe(document.body);
    expect(JSON.stringify(data)).toContain(JSON.stringify(name).slice(1, -1));
    expect([...document.querySelectorAll('script')].map((script) => script.textContent)).not.toContain('alert(1)');
    const [rawState = ''] = html.split(`id="${PAGE_DATA_ID}" type="application/json">`)[1]?.split('</script>') ?? [];
    expect(rawState).not.toContain('\u2028');
    expect(rawState).not.toMatch(/<\/?script/i);
    expect(
      within(root).getByText((_, element) => element?.textContent === name && !element.children.length),
    ).toBeTruthy();
  });
});

describe('the section of a remote', () => {
  let registry: RemoteRegistry;

  function serveManifests() {
    const manifest = (buildVersion: string) => HttpResponse.json({ metaData: { buildInfo: { buildVersion } } });
    server.use(
      http.get(`${REMOTE_ORIGIN}/mf-manifest.json`, () =>
        HttpResponse.json({
          metaData: { buildInfo: { buildVersion: 'b1' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [
            { assets: { css: { sync: [], async: [] }, js: { sync: ['__federation_expose_routes.1234abcd.js'] } } },
          ],
        }),
      ),
      http.get(`${REMOTE_ORIGIN}/server/mf-manifest.json`, () => manifest('b1')),
    );
  }

  /** A registry whose bikes container gives this screen, once the registry has read its manifests. */
  async function remoteServing(screen: () => Promise<Screen>): Promise<RemoteRegistry> {
    serveManifests();
    load.mockResolvedValue({ routes: { '/bicicletas': screen } });
    registry = new RemoteRegistry(async () => JSON.stringify({ remotes: [bikes] }));
    jest.useRealTimers();
    await registry.start();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    return registry;
  }

  const catalogue: Screen = {
    Component: () => (
      <>
        <PageMeta title="Catálogo de Bicicletas" />
        <h1>Catálogo de Bicicletas</h1>
      </>
    ),
  };

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    registry.stop();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('served by its server container: in the HTML', async () => {
    const { status, root, data, reusable } = await render('/bicicletas', await remoteServing(async () => catalogue));

    expect(status).toBe(200);
    expect(reusable).toBe(true);
    expect(within(root).getByRole('heading', { level: 1, name: 'Catálogo de Bicicletas' })).toBeTruthy();
    expect(data?.screen).toEqual({ pattern: '/bicicletas', remote: 'bikes' });
  });

  it('an address with a trailing slash whose page moves: one move for good, straight to where it ends', async () => {
    const moving: Screen = { ...catalogue, prefetch: async () => ({ redirect: '/catalogo-bicicletas?categoria=mtb' }) };
    const context = { ...builtPages(), registry: await remoteServing(async () => moving), hostStylesheets: [] };

    expect(await renderPage(new URL('/bicicletas/', siteConfig.siteUrl), context)).toEqual({
      status: 301,
      redirect: '/catalogo-bicicletas?categoria=mtb',
    });
  });

  it("lists the remote's manifest, container and exposed chunk, which the browser would find one by one", async () => {
    const { document } = await render('/bicicletas', await remoteServing(async () => catalogue));

    expect(startFiles(document)).toEqual([
      ...START_SCRIPTS.map((script) => `script ${script}`),
      `fetch ${REMOTE_ORIGIN}/mf-manifest.json`,
      `script ${REMOTE_ORIGIN}/remoteEntry.js`,
      `script ${REMOTE_ORIGIN}/__federation_expose_routes.1234abcd.js`,
    ]);
  });

  it('a screen that hangs: 200 with the layout when the section budget ends, the section left to the browser', async () => {
    const page = track(render('/bicicletas', await remoteServing(() => new Promise<never>(() => undefined))));

    await jest.advanceTimersByTimeAsync(SECTION_BUDGET_MS);
    await settle();
    expect(page.settled).toBe(true);
    const { status, root, data, reusable } = page.value as RenderedPage;
    expect(status).toBe(200);
    expect(reusable).toBe(false);
    expect(within(root).getByRole('link', { name: 'Saltar al contenido' })).toBeTruthy();
    expect(within(root).queryByRole('heading', { name: 'Catálogo de Bicicletas' })).toBeNull();
    expect(within(root).getByRole('status').textContent).toBe('Cargando…');
    expect(data?.screen).toEqual({ pattern: '/bicicletas', remote: 'bikes' });
  });

  it("a prefetch that hangs: the section goes to the browser within the same budget, not the prefetch's own", async () => {
    server.use(http.get(apiUrl('/api/lento'), () => new Promise<never>(() => undefined)));
    const slow: Screen = {
      ...catalogue,
      prefetch: async () => {
        await fetch(apiUrl('/api/lento'));
      },
    };
    const page = track(render('/bicicletas', await remoteServing(async () => slow)));

    await expectSettlesAt(page, SECTION_BUDGET_MS);
    expect(within((page.value as RenderedPage).root).queryByRole('heading', { level: 1 })).toBeNull();
    expect((page.value as RenderedPage).reusable).toBe(false);
  });

  it('a render that never finishes is cut off at 5 s: the layout, with the section left to the browser', async () => {
    const suspended = new Promise<never>(() => undefined);
    const stuck: Screen = {
      Component: () => {
        throw suspended;
      },
    };
    const page = track(render('/bicicletas', await remoteServing(async () => stuck)));

    await expectSettlesAt(page, REQUEST_TIMEOUT_MS);
    const { status, root, reusable } = page.value as RenderedPage;
    expect(status).toBe(200);
    expect(reusable).toBe(false);
    expect(within(root).getByRole('link', { name: 'Saltar al contenido' })).toBeTruthy();
    expect(within(root).getByRole('status').textContent).toBe('Cargando…');
  });

  it("remotes.json cannot be read: the remote's address answers 200 with the layout, as the browser shows it", async () => {
    registry = new RemoteRegistry(() => Promise.reject(new Error('ENOENT: remotes.json')));
    await registry.start();

    const { status, root, data, reusable } = await render('/bicicletas', registry);
    expect(status).toBe(200);
    expect(reusable).toBe(false);
    expect(within(root).getByRole('link', { name: 'Saltar al contenido' })).toBeTruthy();
    expect(data?.screen).toEqual({ pattern: '/bicicletas', remote: 'bikes' });
    expect((await render('/no-existe', registry)).status).toBe(404);
    const admin = await render('/admin', registry);
    expect(admin.document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(admin.root.innerHTML).toBe('');
    expect(admin.reusable).toBe(false);
    expect(scriptStart(admin.document)).toBe('head');
  });
});

describe("the page request's trace", () => {
  it("reaches the API with every call the page's render makes", async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const seen: (string | null)[] = [];
    serveHome();
    server.events.on('request:start', ({ request }) => void seen.push(request.headers.get('traceparent')));
    const context = { ...builtPages(), registry: WITHOUT_REMOTES, hostStylesheets: [HOST_STYLES] };

    await renderPage(new URL('/', siteConfig.siteUrl), context, undefined, traceparent);
    server.events.removeAllListeners();

    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([traceparent]));
  });
});
