// Throughput of POST /api/eventos: product views and chat clicks as the storefront's beacons send them,
// from many addresses (X-Forwarded-For from loopback, which TRUST_PROXY names) on many products, so that each one is counted in the
// database rather than refused by the per-address limit. On PGlite and (with DATABASE_URL) PostgreSQL.
// Options: --duration <s> per round (default 5), --rounds <n> (default 3), --connections <n> (default 10).
import { randomBytes, randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../dist/db/database.js';
import { migrate } from '../dist/db/migrator.js';
import {
  apiDir,
  cpuTicks,
  fillCatalogue,
  freePort,
  freshPostgres,
  postgresTicks,
  startProcess,
  option,
  median,
  loadFigures,
} from './support.mjs';

const DURATION = option('duration', 5);
const ROUNDS = option('rounds', 3);
/** Beacons are small and independent: a handful of connections keeps the server busy without queueing in it. */
const CONNECTIONS = option('connections', 10);
/** The target, on PostgreSQL. */
const TARGET = { requestsPerSecond: 2000, p99Ms: 20 };
/** The products events land on: the first thousand bicycles, without the hidden ones (every tenth). */
const PRODUCTS = Array.from({ length: 1000 }, (_, index) => index + 1).filter((id) => id % 10 !== 1);

/** One beacon: a view or a chat click on a product, from an address of 10.x.x.x. */
function beacon(request) {
  const id = PRODUCTS[randomInt(PRODUCTS.length)];
  const evento = randomInt(5) === 0 ? 'consulta' : 'vista';
  return {
    ...request,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
    },
    body: JSON.stringify({ tipo: 'bicicleta', id, evento }),
  };
}

async function sample(url, pid) {
  const before = { server: cpuTicks(pid), postgres: postgresTicks() };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ method: 'POST', path: '/api/eventos', setupRequest: beacon }],
  });
  return loadFigures(result, pid, before);
}

function line(label, figures) {
  const problems = figures.non2xx || figures.errors ? `   (${figures.non2xx} no-2xx, ${figures.errors} errores)` : '';
  return (
    `${label.padEnd(14)} ${String(figures.requestsPerSecond).padStart(7)} eventos/s   ` +
    `p50 ${String(figures.p50Ms).padStart(3)} ms   p99 ${String(figures.p99Ms).padStart(3)} ms   ` +
    `CPU por evento: servidor ${figures.cpuMsPerRequest.server} ms, PostgreSQL ${figures.cpuMsPerRequest.postgres} ms${problems}`
  );
}

async function benchDatabase(name, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-bench-events-'));
  const postgres = databaseUrl ? await freshPostgres(databaseUrl) : null;
  try {
    console.info(`\n== ${name}: ${CONNECTIONS} conexiones, ${ROUNDS} rondas de ${DURATION} s`);
    const db = await openDatabase({ databaseUrl: postgres?.url ?? null, dataDir });
    await migrate(db);
    await fillCatalogue(db);
    await db.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = await startProcess(
      ['dist/server.js'],
      {
        NODE_ENV: 'production',
        SHUTDOWN_DELAY_MS: '0',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        TRUST_PROXY: '127.0.0.1',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: postgres?.url ?? '',
        JWT_SECRET: randomBytes(32).toString('hex'),
        ADMIN_EMAIL: 'bench@example.com',
        ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      },
      `${base}/api/health`,
    );
    try {
      await autocannon({
        url: base,
        connections: CONNECTIONS,
        duration: 2,
        requests: [{ method: 'POST', path: '/api/eventos', setupRequest: beacon }],
      });
      const rounds = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        const figures = await sample(base, api.pid);
        rounds.push(figures);
        console.info(line(`eventos (${round}/${ROUNDS})`, figures));
      }
      const result = {
        requestsPerSecond: median(rounds.map((figures) => figures.requestsPerSecond)),
        p50Ms: median(rounds.map((figures) => figures.p50Ms)),
        p99Ms: median(rounds.map((figures) => figures.p99Ms)),
        cpuMsPerRequest: {
          server: median(rounds.map((figures) => figures.cpuMsPerRequest.server)),
          postgres: median(rounds.map((figures) => figures.cpuMsPerRequest.postgres)),
        },
        non2xx: rounds.reduce((sum, figures) => sum + figures.non2xx, 0),
        errors: rounds.reduce((sum, figures) => sum + figures.errors, 0),
      };
      console.info(line('mediana', result));
      const met =
        result.requestsPerSecond >= TARGET.requestsPerSecond && result.p99Ms <= TARGET.p99Ms && !result.non2xx;
      if (name === 'PostgreSQL')
        console.info(
          `objetivo: ${met ? 'CUMPLE' : 'NO CUMPLE'} ${result.requestsPerSecond}/s (≥ ${TARGET.requestsPerSecond}/s), ` +
            `p99 ${result.p99Ms} ms (≤ ${TARGET.p99Ms} ms)`,
        );
      return { database: name, connections: CONNECTIONS, durationSeconds: DURATION, rounds, result, met };
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

const runs = [['PGlite', null]];
if (process.env.DATABASE_URL) runs.push(['PostgreSQL', process.env.DATABASE_URL]);
const report = { date: new Date().toISOString(), node: process.version, target: TARGET, runs: [] };
for (const [name, url] of runs) report.runs.push(await benchDatabase(name, url));
const outDir = path.join(apiDir, 'bench', 'out');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, 'event-throughput.json');
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.info(`\nResultado en ${path.relative(process.cwd(), file)}`);
