import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { HostServer, type RemoteEntry } from './support/host-server';
import { expect, test } from './support/site';

const run = promisify(execFile);
const root = path.join(__dirname, '..');
const RELEASES_PORT = 3040;
const RELEASES_URL = `http://localhost:${RELEASES_PORT}`;
const UNAVAILABLE = 'Esta sección no está disponible en este momento';
const BIKES_BUILD = path.join(root, 'mf-catalog-bikes', 'dist');
/** Its screen throws while rendering (built by the global setup). */
const BROKEN_BUILD = path.join(__dirname, 'fixtures', 'broken-remote', 'dist');

let releasesDir: string;
let releases: Server;
let host: HostServer;

/** The deploy commands as a team runs them, against the test's host and releases folder. */
function deploy(args: string[]) {
  const env = { ...process.env, RELEASES_DIR: releasesDir, RELEASES_URL, HOST_DIST_DIR: host.dir, RELEASES_KEEP: '5' };
  return run('npm', args, { cwd: root, env });
}

async function publish(dist: string): Promise<string> {
  const { publishRelease } = await import('../scripts/releases.mjs');
  return publishRelease({ releasesDir, remote: 'bikes', distDir: dist }).buildId;
}

const entryOf = (buildId: string) => `${RELEASES_URL}/bikes/${buildId}/mf-manifest.json`;

/** The host's remotes.json with bikes at a release, the other remotes where the site's build put them. */
function remotesWithBikesAt(buildId: string): RemoteEntry[] {
  const built = JSON.parse(readFileSync(path.join(root, 'host', 'dist', 'remotes.json'), 'utf8')) as {
    remotes: RemoteEntry[];
  };
  return built.remotes.map((remote) => (remote.name === 'bikes' ? { ...remote, entry: entryOf(buildId) } : remote));
}

/** The release a new page view gets: its server-rendered page preloads that release's manifest. */
async function servedRelease(): Promise<string | undefined> {
  const html = await (await fetch(`${host.url}/catalogo-bicicletas`)).text();
  return /\/bikes\/([^/"]+)\/mf-manifest\.json/.exec(html)?.[1];
}

const liveEntry = () =>
  (JSON.parse(readFileSync(path.join(host.dir, 'remotes.json'), 'utf8')) as { remotes: RemoteEntry[] }).remotes.find(
    (remote) => remote.name === 'bikes',
  )?.entry;

const cards = (page: Page) => page.getByRole('list', { name: 'Bicicletas' }).getByRole('link');

test.beforeEach(async () => {
  releasesDir = mkdtempSync(path.join(tmpdir(), 'releases-'));
  const { createStaticServer, listen } = await import('../scripts/static-server.mjs');
  releases = await listen(createStaticServer(releasesDir, { single: false }), RELEASES_PORT);
  host = new HostServer(3041);
});

test.afterEach(async () => {
  expect(await host.stop()).toBe(0);
  await new Promise((resolve) => releases.close(resolve));
  rmSync(releasesDir, { recursive: true, force: true });
});

test('a team releases, switches and rolls back its remote while a shopper keeps browsing', async ({ page }) => {
  // A production build of the remote and three checked switches inside: minutes on a busy machine.
  test.setTimeout(720_000);
  const v1 = await publish(BIKES_BUILD);
  host.setRemotes(remotesWithBikesAt(v1));
  await host.start();
  await page.goto(`${host.url}/catalogo-bicicletas`);
  await expect(cards(page).first()).toBeVisible();

  const released = await deploy(['run', 'release', '-w', 'mf-catalog-bikes']);
  const v2 = /npm run switch -- bikes (\S+)/.exec(released.stdout)?.[1] ?? '';
  expect(v2).not.toBe('');
  expect(v2).not.toBe(v1);
  expect(await servedRelease()).toBe(v1);

  const switched = await deploy(['run', 'switch', '--', 'bikes', v2]);
  expect(switched.stdout).toContain(`En línea: bikes ${v2}`);
  await expect.poll(servedRelease).toBe(v2);
  const listed = (await deploy(['run', 'releases', '--', 'bikes'])).stdout;
  expect(listed).toMatch(
    new RegExp(`\\* en línea\\s+${v2}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\s+[\\d,]+ MB`),
  );
  expect(listed).toContain(v1);

  // The tab opened on v1 goes on with v1, whose files stay published.
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/bici\/\d+-/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);

  await deploy(['run', 'rollback', '--', 'bikes']);
  await expect.poll(servedRelease).toBe(v1);
  expect(liveEntry()).toBe(entryOf(v1));

  // v2 again, then v1 pruned under the tab still running it: its next screen reloads into v2, at its address.
  await deploy(['run', 'switch', '--', 'bikes', v2]);
  await expect.poll(servedRelease).toBe(v2);
  rmSync(path.join(releasesDir, 'bikes', v1), { recursive: true });
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'e2e', idx: 2 }, '', '/bicicletas');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo de Bicicletas' })).toBeVisible();
  await expect(page).toHaveURL(`${host.url}/bicicletas`);
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(loaded.some((file) => file.includes(`/bikes/${v2}/`))).toBe(true);
  expect(loaded.some((file) => file.includes(`/bikes/${v1}/`))).toBe(false);
});

test('a release that does not render on the server is refused, and shoppers keep the live one', async () => {
  test.setTimeout(180_000);
  const live = await publish(BIKES_BUILD);
  host.setRemotes(remotesWithBikesAt(live));
  await host.start();
  const broken = await publish(BROKEN_BUILD);

  const refused = deploy(['run', 'switch', '--', 'bikes', broken]);

  await expect(refused).rejects.toMatchObject({
    stderr: expect.stringMatching(
      /No se puso en línea bikes \S+; sigue la versión anterior:\n {2}- \/bicicletas: la sección no se renderizó en el servidor/,
    ),
  });
  expect(liveEntry()).toBe(entryOf(live));
  expect(await servedRelease()).toBe(live);
});
