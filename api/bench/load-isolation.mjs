// Load isolation: latency of an image and of a list read while anonymous registrations keep password
// hashing saturated. Run with `npm run bench -w api` (after the list bench) or `node bench/load-isolation.mjs` after
// a build. Target: p99 < 200 ms for both reads under load. Options: --seconds <s> of load (default 10).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { openDatabase } from '../dist/db/database.js';
import { migrate } from '../dist/db/migrator.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(apiDir, 'bench', 'out');
const index = process.argv.indexOf('--seconds');
const SECONDS = index > -1 ? Number(process.argv[index + 1]) : 10;
const REGISTRATIONS_IN_FLIGHT = 40;
const READERS = 4;
const TARGET_P99_MS = 200;
const ADMIN = { email: 'bench@example.com', password: randomBytes(12).toString('hex') };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One request from `localAddress` (each registration comes from its own loopback address, as from many machines). */
function send(base, { method = 'GET', pathname, body, headers = {}, localAddress = '127.0.0.1' }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = request(new URL(pathname, base), { method, localAddress, agent: false, headers }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode, ms: performance.now() - started, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const json = (value) => ({
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

async function waitFor(base, child) {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error('La API terminó al arrancar.');
    try {
      if ((await send(base, { pathname: '/api/health' })).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('La API no respondió.');
}

async function uploadImage(base) {
  const login = await send(base, {
    method: 'POST',
    pathname: '/api/auth/login',
    ...json({ email: ADMIN.email, contrasena: ADMIN.password }),
  });
  const { token } = JSON.parse(login.body.toString());
  const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const reply = await send(base, {
    method: 'POST',
    pathname: '/api/upload',
    body,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (reply.status !== 201) throw new Error(`No se pudo subir la imagen: ${reply.status} ${reply.body}`);
  return JSON.parse(reply.body.toString()).url;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(1));
};

/** READERS clients reading `pathname` one request after another until `until()` says stop. */
async function readLatencies(base, pathname, until) {
  const latencies = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!until()) {
        const reply = await send(base, { pathname });
        if (reply.status === 200) latencies.push(reply.ms);
        else errors += 1;
      }
    }),
  );
  return { requests: latencies.length, errors, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) };
}

/**
 * Keeps REGISTRATIONS_IN_FLIGHT registrations running, each from a new loopback address. A client told to come back
 * (503 with Retry-After) waits a second, as a browser's retry would, instead of flooding the server with refusals.
 */
async function registrationStorm(base, until) {
  let sent = 0;
  const statuses = {};
  await Promise.all(
    Array.from({ length: REGISTRATIONS_IN_FLIGHT }, async () => {
      while (!until()) {
        const n = (sent += 1);
        const reply = await send(base, {
          method: 'POST',
          pathname: '/api/auth/register',
          localAddress: `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`,
          ...json({ nombre: 'Carga', email: `carga${n}@example.com`, dni: '30111222', contrasena: 'secreta-123' }),
        });
        statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
        if (reply.status !== 201) await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }),
  );
  return statuses;
}

async function phase(base, targets, withStorm) {
  const deadline = Date.now() + SECONDS * 1000;
  const until = () => Date.now() >= deadline;
  const [storm, ...reads] = await Promise.all([
    withStorm ? registrationStorm(base, until) : null,
    ...Object.values(targets).map((pathname) => readLatencies(base, pathname, until)),
  ]);
  return { registrations: storm, reads: Object.fromEntries(Object.keys(targets).map((label, i) => [label, reads[i]])) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'api-isolation-'));
const db = await openDatabase({ databaseUrl: null, dataDir });
await migrate(db);
// A banner row, so the server does not load the demo catalogue.
await db.query(`insert into banners (slot, title_top, sort_order) values (1, 'Bench', 1)`);
await db.close();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['dist/server.js'], {
  cwd: apiDir,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SHUTDOWN_DELAY_MS: '0',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitFor(base, child);
  const targets = { imagen: await uploadImage(base), listado: '/api/bicicletas?limit=15&page=1' };
  console.info(`\n== aislamiento de carga (PGlite): ${READERS} lectores por ruta, ${SECONDS} s por fase`);
  const idle = await phase(base, targets, false);
  const loaded = await phase(base, targets, true);
  for (const [name, result] of [
    ['sin carga', idle],
    [`con ${REGISTRATIONS_IN_FLIGHT} registros`, loaded],
  ]) {
    for (const [label, figures] of Object.entries(result.reads))
      console.info(
        `${name.padEnd(18)} ${label.padEnd(8)} ${String(figures.requests).padStart(6)} pedidos  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  errores ${figures.errors}`,
      );
  }
  console.info(`registros: ${JSON.stringify(loaded.registrations)} (503: cola de hashing llena, 429: límite)`);
  const meets = Object.values(loaded.reads).every((figures) => figures.p99Ms < TARGET_P99_MS && figures.errors === 0);
  console.info(`objetivo p99 < ${TARGET_P99_MS} ms con carga: ${meets ? 'cumple' : 'NO cumple'}`);
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'load-isolation.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, seconds: SECONDS, idle, loaded, meets }, null, 2)}\n`,
  );
  console.info(`Resultado en ${path.relative(process.cwd(), file)}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
