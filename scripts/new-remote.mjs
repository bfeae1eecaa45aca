// Scaffolds a new remote: `npm run new-remote -- <name>` (from the repository's root). Writes the
// workspace mf-<name> (one screen at /<name>, its tests, its standalone start), adds it to
// remotes.config.json on the next free port, and to the files that cannot read that list (npm's
// workspaces, TypeScript's references, compose.yaml); then checks that they all agree.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { remoteListDisagreements } from '../webpack/remote-list-check.js';
import { DECLARATION_FILE, readRemotes, REMOTE_NAME } from '../webpack/remotes.js';

/** Where compose.yaml's remote servers end: the new one goes right before. */
const COMPOSE_ANCHOR = '\n\n  # The load balancer';
/** The packages a remote's screens use; their versions are the host's (the shared singletons). */
const DEPENDENCIES = ['@reduxjs/toolkit', '@shop/contract', '@shop/shared', 'react', 'react-dom', 'react-redux'];

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The new remote's declaration: its name, folder, next free port and first route. */
function newRemote(root, name) {
  if (!REMOTE_NAME.test(name ?? ''))
    fail('Uso: npm run new-remote -- <nombre> (minúsculas y dígitos, p. ej. talleres)');
  const remotes = readRemotes(root);
  const workspace = `mf-${name}`;
  if (
    remotes.some((remote) => remote.name === name || remote.workspace === workspace) ||
    existsSync(path.join(root, workspace))
  )
    fail(`Ya existe un remoto ${name} (${workspace}).`);
  const port = Math.max(...remotes.map((remote) => remote.port)) + 1;
  return { name, workspace, port, routes: [`/${name}`] };
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
// Expanded, as Prettier keeps the repository's JSON objects.
const json = (value) => JSON.stringify(value, null, 2);

/** The workspace's files: path inside the workspace → content. */
function workspaceFiles(root, { name, workspace, port, routes: [route] }) {
  const title = name[0].toUpperCase() + name.slice(1);
  const versions = readJson(path.join(root, 'host', 'package.json')).dependencies;
  const packageJson = {
    name: workspace,
    version: '0.1.0',
    private: true,
    scripts: {
      start: 'webpack serve --config webpack.config.js --mode development',
      build: 'webpack --config webpack.config.js --mode production',
      release: 'node ../scripts/deploy.mjs release',
      serve: 'node ../scripts/serve-static.mjs --dir dist --port $npm_package_config_port',
      test: `jest --config ../jest.config.ts --selectProjects ${workspace}`,
      typecheck: 'tsc -p tsconfig.json --noEmit',
    },
    config: { port: String(port) },
    dependencies: Object.fromEntries(DEPENDENCIES.map((dependency) => [dependency, versions[dependency]])),
    devDependencies: { '@shop/webpack-config': '0.1.0' },
  };
  const tsconfig = {
    extends: '../tsconfig.base.json',
    compilerOptions: { composite: true, outDir: `../node_modules/.cache/tsc/${workspace}`, types: ['jest', 'node'] },
    include: ['src', '../shared/src', '../contract/src'],
  };
  return {
    'package.json': json(packageJson),
    'tsconfig.json': json(tsconfig),
    'webpack.config.js': `// @ts-check
const { createRemoteConfig } = require('@shop/webpack-config');

// Its name, port and render mode are in remotes.config.json.
module.exports = createRemoteConfig({ dir: __dirname, title: '${title}' });
`,
    'src/index.ts': "import('./bootstrap');\n",
    'src/bootstrap.tsx': `import { startStandalone } from '@shop/shared/remote';
import { routes } from './routes';

startStandalone('${name}', routes);
`,
    'src/routes.tsx': `import type { RemoteRoutes } from '@shop/shared/remote';

// Each screen loads with its own chunk. The patterns are the ones remotes.config.json gives this remote.
export const routes: RemoteRoutes = {
  '${route}': () => import('./features/home/home-screen').then((module) => module.homeScreen),
};
`,
    'src/routes.test.ts': `import { describe, expect, it } from '@jest/globals';
import { routesInRemotesFile } from '@shop/shared/test';
import { routes } from './routes';

describe('the remote’s routes', () => {
  it('are the ones remotes.config.json sends to it, no more and no fewer', () => {
    expect([...(routesInRemotesFile('${name}') ?? [])].sort()).toEqual(Object.keys(routes).sort());
  });
});
`,
    'src/features/home/home-screen.ts': `import type { Screen } from '@shop/shared/remote';
import { HomePage } from './home-page';

export const homeScreen: Screen = { Component: HomePage };
`,
    'src/features/home/home-page.tsx': `import { PageMeta } from '@shop/shared/ui';

export function HomePage() {
  return (
    <>
      <PageMeta title="${title}" canonicalPath="${route}" />
      <h1>${title}</h1>
      <p>Una sección nueva de la tienda.</p>
    </>
  );
}
`,
    'src/features/home/home-page.test.tsx': `/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import { within } from '@testing-library/react';
import { siteConfig } from '@shop/shared/config';
import { renderOnServer } from '@shop/shared/test';
import { routes } from '../../routes';

describe('${route} rendered on the server', () => {
  it('has its heading and its title', async () => {
    const { body, head } = await renderOnServer(routes, '${route}');
    expect(within(body).getByRole('heading', { level: 1, name: '${title}' })).toBeTruthy();
    expect(head.querySelector('title')?.textContent).toBe(\`${title} | \${siteConfig.shopName}\`);
  });
});
`,
  };
}

/** The repository's files that list the remotes: file → its new content. */
function listingEdits(root, remote) {
  const declaration = readJson(path.join(root, DECLARATION_FILE));
  const packageJson = readJson(path.join(root, 'package.json'));
  const tsconfig = readJson(path.join(root, 'tsconfig.json'));
  const compose = readFileSync(path.join(root, 'compose.yaml'), 'utf8');
  if (!compose.includes(COMPOSE_ANCHOR)) fail(`compose.yaml ya no tiene la línea "${COMPOSE_ANCHOR.trim()}".`);
  const service = `
  remote-${remote.name}:
    <<: *static
    command: ['node', 'scripts/serve-static.mjs', '--dir', '${remote.workspace}/dist', '--port', '${remote.port}']
    ports:
      - '${remote.port}:${remote.port}'`;
  return {
    [DECLARATION_FILE]: json({ ...declaration, remotes: [...declaration.remotes, remote] }),
    'package.json': json({ ...packageJson, workspaces: [...packageJson.workspaces, remote.workspace] }),
    'tsconfig.json': json({
      ...tsconfig,
      references: [...tsconfig.references, { path: `./${remote.workspace}` }],
    }),
    'compose.yaml': compose.replace(COMPOSE_ANCHOR, `${service}${COMPOSE_ANCHOR}`),
  };
}

/** Writes each file as the repository's Prettier formats it. */
async function writeFormatted(root, files) {
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    const options = await prettier.resolveConfig(file);
    writeFileSync(file, await prettier.format(content, { ...options, filepath: file }));
  }
}

const root = process.cwd();
if (!existsSync(path.join(root, DECLARATION_FILE)))
  fail(`Corré el generador desde la raíz del repositorio (falta ${DECLARATION_FILE}).`);
const remote = newRemote(root, process.argv[2]);
const scaffold = Object.fromEntries(
  Object.entries(workspaceFiles(root, remote)).map(([file, content]) => [path.join(remote.workspace, file), content]),
);
await writeFormatted(root, { ...scaffold, ...listingEdits(root, remote) });

const disagreements = remoteListDisagreements(root);
if (disagreements.length) fail(disagreements.join('\n'));
console.info(`${remote.workspace}: ${remote.name} en http://localhost:${remote.port}, ruta ${remote.routes[0]}.
Siguiente: npm install (registra el workspace), npm run build y npm start (el sitio la sirve en http://localhost:3000${remote.routes[0]}).`);
