// Starts the whole site from its production builds: the API (embedded database with demo data
// on first start) and the host and the three remotes, each on its fixed port.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticServer, listen } from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['host', 'mf-catalog-bikes', 'mf-catalog-accessories', 'mf-admin'];
const apiEntry = path.join(root, 'api', 'dist', 'server.js');

for (const required of [apiEntry, ...apps.map((app) => path.join(root, app, 'dist', 'index.html'))]) {
  if (!existsSync(required)) {
    console.error(`Falta ${path.relative(root, required)}: corré "npm run build" primero (o "npm start").`);
    process.exit(1);
  }
}

const api = spawn(process.execPath, [apiEntry], { cwd: root, stdio: 'inherit', env: process.env });
const apiUrl = `http://localhost:${process.env.PORT ?? 4000}`;

/** The first start loads the demo catalogue; the site is announced once the API answers. */
async function waitForApi(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) process.exit(api.exitCode || 1);
    const healthy = await fetch(`${apiUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`La API no respondió en ${apiUrl} a tiempo.`);
  api.kill('SIGTERM');
  process.exit(1);
}

await waitForApi();
const servers = await Promise.all(
  apps.map(async (app) => {
    const { config } = JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8'));
    const server = await listen(createStaticServer(path.join(root, app, 'dist')), Number(config.port));
    console.info(`${app}: http://localhost:${config.port}`);
    return server;
  }),
);
console.info(`Sitio listo en http://localhost:3000 (API en ${apiUrl})`);

function stop(code) {
  for (const server of servers) server.close();
  api.kill('SIGTERM');
  process.exitCode = code;
}

api.on('exit', (code) => {
  if (code !== null && code !== 0) console.error(`La API terminó con código ${code}`);
  for (const server of servers) server.close();
  process.exitCode = code ?? 0;
});
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
