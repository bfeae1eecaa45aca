// Sign-in under a flood: 40 loops of wrong sign-ins on the admin's account, then 40 of registrations,
// each request from the next of 250 loopback addresses, while the admin signs in every 3 s from the address it
// signed in from before the flood (known) and, at the same time, from a new address each time (an administrator's
// sign-in hashes in the reserved share from any address). Target: at least 9 of the admin's 10 tries answered 200
// within 2 s from each of the two, in each flood, on PGlite and, with DATABASE_URL, on PostgreSQL; and no answer to
// anyone (the flood's included) past 5 s.
// Run by `npm run bench -w api`, or `node bench/sign-in-flood.mjs` after a build. Options: --tries <n> (10),
// --every <ms> (3000), --loops <n> (40), --addresses <n> (250). Writes bench/out/sign-in-flood.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../dist/db/database.js';
import { migrate } from '../dist/db/migrator.js';
import { apiDir, cpuTicks, freePort, freshPostgres, startProcess, TICKS_PER_SECOND, option } from './support.mjs';

const TRIES = option('tries', 10);
const EVERY_MS = option('every', 3000);
const LOOPS = option('loops', 40);
const ADDRESSES = option('addresses', 250);
const WITHIN_MS = 2000;
const HUNG_MS = 5000;
const TARGET = Math.ceil(TRIES * 0.9);
const ADMIN = { email: 'bench@example.com', password: randomBytes(12).toString('hex') };
const KNOWN_ADDRESS = '127.0.0.1';

/** One JSON request from `localAddress` on a new connection, as from another machine. */
function send(base, pathname, body, localAddress) {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const started = performance.now();
    const outgoing = request(
      new URL(pathname, base),
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve({ status: incoming.statusCode, ms: performance.now() - started }));
      },
    );
    outgoing.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    outgoing.end(payload);
  });
}

const signIn = (base, contrasena, address) =>
  send(base, '/api/auth/login', { email: ADMIN.email, contrasena }, address);

/** LOOPS clients sending one attempt after another, each from the next of ADDRESSES addresses, until `stopped()`. */
async function flood(base, kind, network, stopped) {
  const statuses = {};
  let sent = 0;
  let slowestMs = 0;
  await Promise.all(
    Array.from({ length: LOOPS }, async () => {
      while (!stopped()) {
        const n = (sent += 1) % ADDRESSES;
        const address = `127.${network}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
        const reply =
          kind === 'ingresos'
            ? await signIn(base, 'equivocada', address)
            : await send(
                base,
                '/api/auth/register',
                { nombre: 'Flood', email: `flood${sent}@example.com`, dni: '30111222', contrasena: 'secreta-123' },
                address,
              );
        statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
        slowestMs = Math.max(slowestMs, reply.ms);
      }
    }),
  );
  return { sent, statuses, slowestMs: Math.round(slowestMs) };
}

/** The admin's TRIES sign-ins, one every EVERY_MS, from `address(n)`. */
async function adminTries(base, address) {
  const tries = [];
  for (let n = 0; n < TRIES; n += 1) {
    const next = new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    const { status, ms } = await signIn(base, ADMIN.password, address(n));
    tries.push({ status, ms: Math.round(ms) });
    await next;
  }
  return tries;
}

async function phase(base, pid, kind, network) {
  const ticks = cpuTicks(pid);
  let done = false;
  const attack = flood(base, kind, network, () => done);
  // The flood is running and the hashing queue full before the first try.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const [known, fresh] = await Promise.all([
    adminTries(base, () => KNOWN_ADDRESS),
    adminTries(base, (n) => `127.${network + 100}.0.${n + 1}`),
  ]);
  done = true;
  const { sent, statuses, slowestMs } = await attack;
  // The API's CPU per request (its main thread and the hashing threads), which depends little on the machine's load.
  const cpuMsPerRequest = Number(((((cpuTicks(pid) - ticks) / TICKS_PER_SECOND) * 1000) / sent).toFixed(2));
  const ok = (tries) => tries.filter((t) => t.status === 200 && t.ms <= WITHIN_MS).length;
  const slowest = Math.max(slowestMs, ...[...known, ...fresh].map((t) => t.ms));
  return {
    kind,
    flood: { sent, statuses, cpuMsPerRequest, slowestMs },
    known,
    fresh,
    knownOk: ok(known),
    freshOk: ok(fresh),
    slowestMs: slowest,
  };
}

async function prepare(databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-flood-'));
  const fresh = databaseUrl ? await freshPostgres(databaseUrl) : null;
  const db = await openDatabase({ databaseUrl: fresh?.url ?? null, dataDir });
  await migrate(db);
  // A banner row, so the server does not load the demo catalogue.
  await db.query(`insert into banners (slot, title_top, sort_order) values (1, 'Bench', 1)`);
  await db.close();
  return {
    dataDir,
    url: fresh?.url ?? '',
    dispose: async () => {
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function run(name, databaseUrl) {
  const prepared = await prepare(databaseUrl);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    ['dist/server.js'],
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '0',
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: prepared.dataDir,
      DATABASE_URL: prepared.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    `${base}/api/ready`,
  );
  try {
    const first = await signIn(base, ADMIN.password, KNOWN_ADDRESS);
    if (first.status !== 200)
      throw new Error(`El administrador no pudo entrar antes de la inundación: ${first.status}`);
    const phases = [await phase(base, server.pid, 'ingresos', 2), await phase(base, server.pid, 'registros', 3)];
    console.info(`\n== ${name}: ${LOOPS} bucles desde ${ADDRESSES} direcciones; el administrador cada ${EVERY_MS} ms`);
    for (const result of phases) {
      const list = (tries) => tries.map((t) => `${t.status}/${t.ms}`).join(' ');
      console.info(
        `${result.kind}: ${result.flood.sent} pedidos ${JSON.stringify(result.flood.statuses)}, ${result.flood.cpuMsPerRequest} ms de CPU de la API por pedido, la respuesta más lenta en ${result.slowestMs} ms`,
      );
      console.info(
        `  dirección conocida: ${result.knownOk}/${TRIES} con 200 en ≤ ${WITHIN_MS} ms  (${list(result.known)})`,
      );
      console.info(
        `  dirección nueva:    ${result.freshOk}/${TRIES} con 200 en ≤ ${WITHIN_MS} ms  (${list(result.fresh)})`,
      );
    }
    const meets = phases.every(
      (result) => result.knownOk >= TARGET && result.freshOk >= TARGET && result.slowestMs <= HUNG_MS,
    );
    console.info(
      `objetivo ≥ ${TARGET}/${TRIES} en ≤ ${WITHIN_MS} ms desde la dirección conocida y desde una nueva, nada pasado ${HUNG_MS} ms: ${meets ? 'CUMPLE' : 'NO CUMPLE'}`,
    );
    return { name, phases, meets };
  } finally {
    await server.stop();
    await prepared.dispose();
  }
}

const results = [await run('PGlite', null)];
if (process.env.DATABASE_URL) results.push(await run('PostgreSQL', process.env.DATABASE_URL));
const outDir = path.join(apiDir, 'bench', 'out');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, 'sign-in-flood.json');
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, tries: TRIES, everyMs: EVERY_MS, loops: LOOPS, addresses: ADDRESSES, results }, null, 2)}\n`,
);
console.info(`Resultado en ${path.relative(process.cwd(), file)}`);
