// Beyond one process: list throughput of one and of two API instances on one PostgreSQL (with each process's CPU),
// how fast a write on one instance reaches the other's list, and the API's memory on PGlite and on PostgreSQL.
// Run by `npm run bench -w api` after list-throughput.mjs; the PostgreSQL parts need DATABASE_URL.
// Options: --duration <s> per sample (default 5), --rounds <n> (default 3), --connections <n> (default 50).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../dist/db/database.js';
import { migrate } from '../dist/db/migrator.js';
import {
  apiDir,
  BIKE_COUNT,
  cpuTicks,
  fillCatalogue,
  freshPostgres,
  postgresTicks,
  postgresTicksSince,
  startApi,
  TICKS_PER_SECOND,
  option,
  median,
} from './support.mjs';

const DURATION = option('duration', 5);
const CONNECTIONS = option('connections', 50);
const ROUNDS = option('rounds', 3);
const REQUESTS = 10_000;
const NOTIFY_SAMPLES = 20;
const ADMIN = { email: 'bench@example.com', password: randomBytes(12).toString('hex') };
const LISTS = {
  listado: '/api/bicicletas?limit=15&page=1',
  'q=enduro': '/api/bicicletas?q=enduro&limit=15&page=1',
};
const READ_PATHS = [
  '/api/bicicletas?limit=15&page=1',
  '/api/bicicletas?categoria=mtb,ruta&sort=nombre_asc&limit=15&page=2',
  '/api/accesorios?limit=15',
  '/api/home/secondary-heroes',
];

const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

/** Starts the API on `dataDir`: its RSS once ready and after 10 000 reads. */
async function startReadAndStop(dataDir, databaseUrl) {
  const server = await startApi(dataDir, databaseUrl, ADMIN);
  await settle();
  const started = rssMb(server.pid);
  await autocannon({
    url: server.base,
    connections: 10,
    amount: REQUESTS,
    requests: READ_PATHS.map((p) => ({ path: p })),
  });
  await settle();
  const afterRequests = rssMb(server.pid);
  await server.stop();
  return [started, afterRequests];
}

/** RSS after a first start that creates and seeds the database, after 10 000 reads, and after a plain restart. */
async function memory(name, serverUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-bench-memory-'));
  const postgres = serverUrl ? await freshPostgres(serverUrl) : null;
  try {
    const [seeded, afterRequests] = await startReadAndStop(dataDir, postgres?.url);
    const [started, restartedAfterRequests] = await startReadAndStop(dataDir, postgres?.url);
    const figures = {
      database: name,
      seededMb: seeded,
      afterRequestsMb: afterRequests,
      startedMb: started,
      restartedAfterRequestsMb: restartedAfterRequests,
    };
    console.info(
      `${name.padEnd(11)} tras crear y sembrar ${seeded} MB · tras ${REQUESTS} pedidos ${afterRequests} MB · ` +
        `al rearrancar ${started} MB · y tras ${REQUESTS} pedidos ${restartedAfterRequests} MB`,
    );
    return figures;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

async function measure(label, urls, pids) {
  const before = { api: pids.map(cpuTicks), postgres: postgresTicks(), bench: process.cpuUsage() };
  const result = await autocannon({ url: urls, connections: CONNECTIONS, duration: DURATION });
  const seconds = DURATION;
  const share = (ticks) => Math.round((100 * ticks) / TICKS_PER_SECOND / seconds);
  const bench = process.cpuUsage(before.bench);
  const figures = {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuPercent: {
      api: pids.map((pid, index) => share(cpuTicks(pid) - before.api[index])),
      postgres: share(postgresTicksSince(before.postgres)),
      autocannon: Math.round((bench.user + bench.system) / 10_000 / seconds),
    },
  };
  console.info(
    `${label.padEnd(40)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  ` +
      `CPU (% de un núcleo): API ${figures.cpuPercent.api.join(' + ')}, PostgreSQL ${figures.cpuPercent.postgres}, ` +
      `autocannon ${figures.cpuPercent.autocannon}${figures.non2xx || figures.errors ? `  (${figures.non2xx} no-2xx, ${figures.errors} errores)` : ''}`,
  );
  return figures;
}

/** The median of each figure over the rounds. */
function medianOf(rounds) {
  const at = (pick) => median(rounds.map(pick));
  const figures = {
    requestsPerSecond: at((round) => round.requestsPerSecond),
    p50Ms: at((round) => round.p50Ms),
    p99Ms: at((round) => round.p99Ms),
    cpuPercent: {
      api: rounds[0].cpuPercent.api.map((_, index) => at((round) => round.cpuPercent.api[index])),
      postgres: at((round) => round.cpuPercent.postgres),
      autocannon: at((round) => round.cpuPercent.autocannon),
    },
    rounds,
  };
  console.info(
    `  mediana: ${figures.requestsPerSecond} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  CPU: API ` +
      `${figures.cpuPercent.api.join(' + ')}, PostgreSQL ${figures.cpuPercent.postgres}, autocannon ${figures.cpuPercent.autocannon}`,
  );
  return figures;
}

async function signIn(base) {
  const reply = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, contrasena: ADMIN.password }),
  });
  return (await reply.json()).token;
}

/** From A's 201 to the new bicycle in B's (cached) list. */
async function notifyLatency(a, b) {
  const token = await signIn(a.base);
  const samples = [];
  for (let n = 0; n < NOTIFY_SAMPLES; n += 1) {
    const nombre = `Aviso ${n} ${randomBytes(3).toString('hex')}`;
    await fetch(`${b.base}/api/bicicletas?limit=15`);
    const created = await fetch(`${a.base}/api/bicicletas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ nombre, categoria: 'urbano' }),
    });
    if (created.status !== 201) throw new Error(`Alta rechazada: ${created.status}`);
    const started = performance.now();
    for (;;) {
      const page = await (await fetch(`${b.base}/api/bicicletas?limit=15`)).json();
      if (page.items.some((item) => item.nombre === nombre)) break;
    }
    samples.push(performance.now() - started);
  }
  samples.sort((x, y) => x - y);
  const figures = {
    medianMs: Number(samples[Math.floor(samples.length / 2)].toFixed(1)),
    maxMs: Number(samples[samples.length - 1].toFixed(1)),
  };
  console.info(
    `alta en A → lista de B: mediana ${figures.medianMs} ms, máximo ${figures.maxMs} ms (${NOTIFY_SAMPLES} altas)`,
  );
  return figures;
}

async function instances(serverUrl) {
  const postgres = await freshPostgres(serverUrl);
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'api-bench-instance-')));
  try {
    const db = await openDatabase({ databaseUrl: postgres.url, dataDir: dataDirs[0] });
    await migrate(db);
    console.info(`\n== PostgreSQL, ${BIKE_COUNT} bicicletas: datos en ${await fillCatalogue(db)} ms`);
    await db.close();
    const results = [];
    for (const cacheMs of ['2000', '0']) {
      const servers = await Promise.all(
        dataDirs.map((dir) => startApi(dir, postgres.url, ADMIN, { LIST_CACHE_MS: cacheMs })),
      );
      try {
        const [a, b] = servers;
        // Without the answer cache the search too: every list is read from the database.
        const lists = cacheMs === '0' ? Object.entries(LISTS) : Object.entries(LISTS).slice(0, 1);
        for (const [name, list] of lists) {
          await autocannon({ url: [`${a.base}${list}`, `${b.base}${list}`], connections: CONNECTIONS, duration: 2 });
          // One and two instances in alternating rounds: a burst of load elsewhere does not decide the ratio.
          const rounds = { 1: [], 2: [] };
          for (let round = 1; round <= ROUNDS; round += 1) {
            for (const group of [[a], [a, b]]) {
              const label = `${name}, ${group.length} instancia${group.length > 1 ? 's' : ''}, LIST_CACHE_MS=${cacheMs}`;
              const urls = group.map((server) => `${server.base}${list}`);
              const pids = group.map((server) => server.pid);
              rounds[group.length].push(await measure(`${label} (${round}/${ROUNDS})`, urls, pids));
            }
          }
          for (const instances of [1, 2]) results.push({ cacheMs, list, instances, ...medianOf(rounds[instances]) });
        }
        if (cacheMs !== '0') results.push({ notify: await notifyLatency(a, b) });
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    }
    return results;
  } finally {
    dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    await postgres.drop();
  }
}

const serverUrl = process.env.DATABASE_URL || null;
const report = {
  date: new Date().toISOString(),
  node: process.version,
  durationSeconds: DURATION,
  connections: CONNECTIONS,
};
console.info(`\n== Memoria (RSS) de la API`);
report.memory = [await memory('PGlite', null)];
if (serverUrl) report.memory.push(await memory('PostgreSQL', serverUrl));
if (serverUrl) report.instances = await instances(serverUrl);
else console.info('Sin DATABASE_URL: no se miden dos instancias sobre PostgreSQL.');
const outDir = path.join(apiDir, 'bench', 'out');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, 'scale.json');
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.info(`\nResultado en ${path.relative(process.cwd(), file)}`);
