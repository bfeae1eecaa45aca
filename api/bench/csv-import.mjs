// The CSV import: a 1,000-row file reviewed (dry run) and applied, on the compiled API over PGlite
// (and PostgreSQL with DATABASE_URL). Two files: 1,000 new accessories, then the export of those 1,000 with every
// price changed. Goal: each review + apply under 10 s on PGlite. Writes bench/out/csv-import.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiDir, freshPostgres, startApi } from './support.mjs';

// The contract's compiled build, as the API's own code loads it.
const { catalogCsv, parseCsv } = createRequire(import.meta.url)('@shop/contract');

const ROWS = 1000;
const GOAL_SECONDS = 10;
const ADMIN = { email: 'bench@example.com', password: randomBytes(12).toString('hex') };

async function call(base, token, method, url, body) {
  const answer = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  const json = await answer.json();
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(json)}`);
  return json;
}

/** Reviews and applies `csv`; answers the seconds each took. */
async function importFile(base, token, csv) {
  const started = performance.now();
  const review = await call(base, token, 'POST', '/api/accesorios/importacion?dryRun=1', { csv });
  const reviewed = performance.now();
  const versiones = review.filas.flatMap(({ id, version }) => (id === null ? [] : [{ id, version }]));
  const applied = await call(base, token, 'POST', '/api/accesorios/importacion', { csv, versiones });
  const done = performance.now();
  return {
    resumen: applied.resumen,
    reviewSeconds: (reviewed - started) / 1000,
    applySeconds: (done - reviewed) / 1000,
    totalSeconds: (done - started) / 1000,
  };
}

const rowsOf = (cells) => `${cells.map((line) => line.join(';')).join('\r\n')}\r\n`;

async function measure(name, serverUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-bench-csv-'));
  const postgres = serverUrl ? await freshPostgres(serverUrl) : null;
  const server = await startApi(dataDir, postgres?.url, ADMIN);
  try {
    const login = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, contrasena: ADMIN.password }),
    });
    const { token } = await login.json();
    const [header] = parseCsv(catalogCsv('accesorios', []));
    const newRow = (n) =>
      header.cells.map((title) => {
        const cells = { Nombre: `Accesorio de bench ${n}`, Categoría: 'LUCES', Precio: String(1000 + n) };
        return cells[title] ?? (title === 'Visible' ? 'Sí' : title === 'Destacado' ? 'No' : '');
      });
    const created = await importFile(
      server.base,
      token,
      rowsOf([header.cells, ...Array.from({ length: ROWS }, (_, n) => newRow(n))]),
    );

    const { items } = await call(server.base, token, 'GET', '/api/accesorios/exportacion?q=bench');
    const [head, ...rows] = parseCsv(catalogCsv('accesorios', items));
    const price = head.cells.indexOf('Precio');
    const changedCells = rows.map(({ cells }) => cells.map((text, index) => (index === price ? `${text}5` : text)));
    const changed = await importFile(server.base, token, rowsOf([head.cells, ...changedCells]));

    const figures = { database: name, rows: ROWS, created, changed };
    for (const [label, run] of [
      ['1000 altas', created],
      ['1000 cambios', changed],
    ])
      console.info(
        `${name.padEnd(11)} ${label.padEnd(13)} revisión ${run.reviewSeconds.toFixed(2)} s + aplicar ${run.applySeconds.toFixed(2)} s = ` +
          `${run.totalSeconds.toFixed(2)} s (objetivo < ${GOAL_SECONDS} s)`,
      );
    return figures;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

const report = { date: new Date().toISOString(), results: [await measure('PGlite', null)] };
if (process.env.DATABASE_URL) report.results.push(await measure('PostgreSQL', process.env.DATABASE_URL));

const outDir = path.join(apiDir, 'bench', 'out');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'csv-import.json'), `${JSON.stringify(report, null, 2)}\n`);
const slow = report.results.filter(
  ({ database, created, changed }) =>
    database === 'PGlite' && Math.max(created.totalSeconds, changed.totalSeconds) >= GOAL_SECONDS,
);
if (slow.length) process.exitCode = 1;
