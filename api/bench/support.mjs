// What the API benches share: the generated catalogue, the server processes and throwaway PostgreSQL databases.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BIKES } from '../dist/features/catalog/catalog-kinds.js';
import { catalogColumns } from '../dist/features/catalog/catalog-input.js';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BIKE_COUNT = 10_000;

const CATEGORIES = ['mtb', 'urbano', 'bmx', 'ruta', 'kids'];
const BRANDS = ['Montaña Sur', 'Rodados Pampa', 'Vértice', 'Cóndor', 'Andina'];
const WORDS = ['trail', 'enduro', 'paseo', 'ciudad', 'carrera', 'aventura', 'liviana', 'robusta'];
const COLOURS = ['#dc2626', '#1d4ed8', '#16a34a', '#111827', '#f59e0b', '#ffffff'];

/** The same fields an admin would send, stored through the API's own validation and normalisation. */
function bike(n) {
  const pick = (list, salt) => list[(n * 7 + salt) % list.length];
  return catalogColumns(BIKES, {
    nombre: `${pick(BRANDS, 1)} ${pick(WORDS, 2)} ${n}`,
    categoria: pick(CATEGORIES, 0),
    marca: pick(BRANDS, 1),
    modelo: `M-${n % 97}`,
    detalle: `Bicicleta ${pick(WORDS, 3)} y ${pick(WORDS, 5)}, cuadro de aluminio.`,
    color1: pick(COLOURS, 4),
    color2: pick(COLOURS, 6),
    rodado: '29',
    visible: n % 10 !== 0,
    destacado: n % 25 === 0,
  });
}

export async function fillCatalogue(db) {
  const started = Date.now();
  const batch = 500;
  for (let first = 0; first < BIKE_COUNT; first += batch) {
    const rows = Array.from({ length: Math.min(batch, BIKE_COUNT - first) }, (_, i) => bike(first + i));
    const columns = Object.keys(rows[0]);
    const params = [];
    const tuples = rows.map((row) => `(${columns.map((column) => `$${params.push(row[column])}`).join(', ')})`);
    await db.transaction(async (tx) => {
      const ids = await tx.query(
        `insert into bicicletas (${columns.join(', ')}) values ${tuples.join(', ')} returning id`,
        params,
      );
      const images = ids.map(
        ({ id }) => `('bicicleta', ${id}, '/uploads/bench-${id}.webp', 'Foto', true, 1, 1200, 800)`,
      );
      await tx.query(
        `insert into imagenes (owner_type, owner_id, url, alt_text, es_principal, orden, width, height) values ${images.join(', ')}`,
      );
    });
  }
  await db.query('analyze');
  return Date.now() - started;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El proceso terminó antes de responder (código ${child.exitCode}).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} no respondió en ${timeoutMs / 1000} s.`);
}

export async function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(readyUrl, child, 180_000);
  return {
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** A fresh database on the server of DATABASE_URL, dropped at the end. */
export async function freshPostgres(serverUrl) {
  const name = `api_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** Linux counts CPU time in ticks of 1/100 s. */
export const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in ticks. */
export function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // gone meanwhile
  }
}

/** CPU ticks of every PostgreSQL server process on this machine, by pid. */
export function postgresTicks() {
  const byPid = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') byPid.set(entry, cpuTicks(entry));
    } catch {
      // gone meanwhile
    }
  }
  return byPid;
}

/**
 * The ticks PostgreSQL spent since `before` (from `postgresTicks`): processes that ended meanwhile are left out,
 * new ones count whole. The server may be shared with other work: an upper bound.
 */
export function postgresTicksSince(before) {
  let total = 0;
  for (const [pid, ticks] of postgresTicks()) total += ticks - (before.get(pid) ?? 0);
  return total;
}

/** A numeric command-line option `--name value`, or `fallback`. */
export function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? Number(process.argv[index + 1]) : fallback;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * An autocannon run's figures: rate, latency, and the CPU the server (`pid`) and PostgreSQL spent per request since
 * `before` ({ server: cpuTicks(pid), postgres: postgresTicks() }, read just before the run).
 */
export function loadFigures(result, pid, before) {
  const perRequestMs = (ticks) =>
    Number(((ticks * 1000) / TICKS_PER_SECOND / Math.max(1, result.requests.total)).toFixed(3));
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    cpuMsPerRequest: {
      server: perRequestMs(cpuTicks(pid) - before.server),
      postgres: perRequestMs(postgresTicksSince(before.postgres)),
    },
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * The compiled API on a free port, its data in `dataDir` (and PostgreSQL at `databaseUrl`, if given), with `admin` as
 * its administrator; `settings` adds or overrides environment variables.
 */
export async function startApi(dataDir, databaseUrl, admin, settings = {}) {
  const port = await freePort();
  const env = {
    NODE_ENV: 'production',
    SHUTDOWN_DELAY_MS: '0',
    LOG_LEVEL: 'warn',
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    JWT_SECRET: 'una-clave-de-bench-de-al-menos-32-caracteres',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...settings,
  };
  const base = `http://127.0.0.1:${port}`;
  const process_ = await startProcess(['dist/server.js'], env, `${base}/api/ready`);
  return { ...process_, base };
}
