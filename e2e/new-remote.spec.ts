import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import declaration from '../remotes.config.json';
import { expect, test, waitForHydration } from './support/site';
import { HostServer, RemoteDeployment } from './support/host-server';

const root = path.join(__dirname, '..');
const NAME = 'prueba';
const ROUTE = `/${NAME}`;
/** The files the generator edits, copied into the scratch repository; the rest is linked. */
const EDITED = ['package.json', 'tsconfig.json', 'compose.yaml', 'remotes.config.json', '.prettierrc.json'];
const LINKED = ['node_modules', 'shared', 'contract', 'webpack', 'host'].concat(
  declaration.remotes.map((remote) => remote.workspace),
);

/** A repository to run the generator in, so that this one stays as it is. */
function scratchRepository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'new-remote-'));
  for (const file of EDITED) copyFileSync(path.join(root, file), path.join(dir, file));
  for (const file of LINKED) symlinkSync(path.join(root, file), path.join(dir, file));
  // Its remote's sources are here, the shared ones where they really are: TypeScript's rootDir spans both.
  const base = JSON.parse(readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  base.compilerOptions.rootDir = path.parse(dir).root;
  writeFileSync(path.join(dir, 'tsconfig.base.json'), JSON.stringify(base));
  return dir;
}

/** Runs `npm run new-remote -- <NAME>` in `dir` (it fails unless every listing agrees) and builds the remote. */
function generateAndBuild(dir: string): string {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'new-remote.mjs'), NAME], { cwd: dir, stdio: 'inherit' });
  const workspace = path.join(dir, `mf-${NAME}`);
  execFileSync(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), '--config', 'webpack.config.js', '--mode', 'production'],
    { cwd: workspace, stdio: 'inherit' },
  );
  return path.join(workspace, 'dist');
}

test.describe('a remote made by npm run new-remote', () => {
  let scratch: string;
  let remote: RemoteDeployment;
  let host: HostServer;

  test.beforeAll(async () => {
    test.setTimeout(360_000);
    scratch = scratchRepository();
    const build = generateAndBuild(scratch);
    const { createStaticServer } = await import('../scripts/static-server.mjs');
    const serve = (dir: string) => {
      const server = createStaticServer(dir);
      return (req: IncomingMessage, res: ServerResponse) => server.emit('request', req, res);
    };
    remote = new RemoteDeployment(3016, serve, build);
    await remote.listen();
    const { remotes } = JSON.parse(readFileSync(path.join(scratch, 'remotes.config.json'), 'utf8')) as {
      remotes: { name: string; routes: string[] }[];
    };
    const declared = remotes.find((candidate) => candidate.name === NAME);
    expect(declared?.routes).toEqual([ROUTE]);
    host = new HostServer(3022);
    host.setRemotes([{ name: NAME, entry: remote.manifest, routes: [ROUTE] }]);
    await host.start();
  });

  test.afterAll(async () => {
    await host?.stop();
    await remote?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  test('the host renders its page on the server', async () => {
    const answer = await fetch(`${host.url}${ROUTE}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<h1>Prueba</h1>');
    expect(html).toMatch(/<title>Prueba \| [^<]+<\/title>/);
  });

  test('the browser hydrates it inside the site’s layout', async ({ page, pageErrors }) => {
    await page.goto(`${host.url}${ROUTE}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Prueba' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('it runs on its own, without the host', async ({ page }) => {
    await page.goto(`http://localhost:${remote.port}${ROUTE}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Prueba' })).toBeVisible();
  });
});
