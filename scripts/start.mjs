// Starts the whole site from its production builds: the API (embedded database with demo data
// on first start), the remotes of remotes.config.json (browser and server containers, static files),
// the remotes' published releases and the host's Node server, which renders the pages, each on its fixed port.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRemotes } from '../webpack/remotes.js';
import { releasesLocation } from './releases.mjs';
import { createStaticServer, listen } from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remotes = readRemotes(root);
const apiEntry = path.join(root, 'api', 'dist', 'server.js');
const hostEntry = path.join(root, 'host', 'dist-server', 'main.js');
const hostUrl = 'http://localhost:3000';

for (const required of [
  apiEntry,
  hostEntry,
  ...['host', ...remotes.map((remote) => remote.workspace)].map((app) => path.join(root, app, 'dist', 'index.html')),
]) {
  if (!existsSync(required)) {
    console.error(`Falta ${path.relative(root, required)}: corré "npm run build" primero (o "npm start").`);
    process.exit(1);
  }
}

// Two malloc arenas instead of one per thread: the image encoder's threads otherwise keep ~170 MB (api/README.md, "Memoria").
const api = spawn(process.execPath, [apiEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
const apiUrl = `http://localhost:${process.env.PORT ?? 4000}`;

/** Waits until `url` answers 2xx while `child` runs (the first start loads the demo catalogue). */
async function waitFor(child, url, name, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      stop(child.exitCode || 1);
      process.exit(child.exitCode || 1);
    }
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`${name} no respondió en ${url} a tiempo.`);
  stop(1);
  process.exit(1);
}

let host = null;
let servers = [];

function stop(code) {
  for (const server of servers) server.close();
  host?.kill('SIGTERM');
  api.kill('SIGTERM');
  process.exitCode = code;
}

await waitFor(api, `${apiUrl}/api/health`, 'La API');
servers = await Promise.all(
  remotes.map(async ({ workspace, port }) => {
    const server = await listen(createStaticServer(path.join(root, workspace, 'dist')), port);
    console.info(`${workspace}: http://localhost:${port}`);
    return server;
  }),
);
// The remotes' published releases (npm run release -w <remote>), which `npm run switch` can put live.
const releases = releasesLocation(root);
mkdirSync(releases.dir, { recursive: true });
servers.push(await listen(createStaticServer(releases.dir, { single: false }), releases.port));
host = spawn(process.execPath, [hostEntry], { cwd: root, stdio: 'inherit', env: process.env });
await waitFor(host, `${hostUrl}/ready`, 'El host');
console.info(`Sitio listo en ${hostUrl} (API en ${apiUrl})`);

for (const [name, child] of [
  ['La API', api],
  ['El host', host],
]) {
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`${name} terminó con código ${code}`);
    stop(code ?? 0);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
