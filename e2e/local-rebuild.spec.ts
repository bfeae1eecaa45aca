import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, remotePort, SITE, test } from './support/site';

const root = path.join(__dirname, '..');
const MANIFEST = `http://localhost:${remotePort('bikes')}/mf-manifest.json`;
const UNAVAILABLE = 'Esta sección no está disponible en este momento';
const HEADING = 'Catálogo de Bicicletas';
/** The host reads every manifest again within this time (remote-registry.ts). */
const HOST_POLL_MS = 2000;

async function servedBuild(): Promise<string> {
  const response = await fetch(MANIFEST, { headers: { 'Accept-Encoding': 'br, gzip' } });
  const manifest = (await response.json()) as { metaData: { buildInfo: { buildVersion: string } } };
  return manifest.metaData.buildInfo.buildVersion;
}

test('a team rebuilds its remote while the site runs: new page views render it on the server, without a restart', async ({
  page,
}) => {
  // A production build of the remote inside: minutes on a busy machine.
  test.setTimeout(600_000);
  const failedManifests: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Failed to get manifest')) failedManifests.push(message.text());
  });
  await page.goto('/bicicletas');
  await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  const before = await servedBuild();

  await promisify(execFile)('npm', ['run', 'build', '-w', 'mf-catalog-bikes'], { cwd: root });

  expect(await servedBuild()).not.toBe(before);
  // The page opened on the previous build goes on to another of the remote's screens.
  await page.getByRole('main').getByRole('link', { name: 'MTB', exact: true }).click();
  await expect(page).toHaveURL('/catalogo-bicicletas?categoria=mtb');
  await expect(page.getByRole('list', { name: 'Bicicletas' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  // The host's next poll loads the new server build (a page view until then renders the section in the browser):
  // from then on, page views across its polls are each rendered on the server.
  const serverRendered = async () => (await (await fetch(`${SITE}/bicicletas`)).text()).includes(`${HEADING}</h1>`);
  await expect.poll(serverRendered, { timeout: 5 * HOST_POLL_MS }).toBe(true);
  for (let view = 0; view < 3; view++) {
    expect(await serverRendered()).toBe(true);
    await page.goto('/bicicletas');
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    await page.waitForTimeout(HOST_POLL_MS);
  }
  expect(failedManifests).toEqual([]);
});
