// The API's PGlite query path (`src/db/pglite-statements.ts`: one protocol exchange, statements prepared once) against
// PGlite's own `query` (six exchanges, the SQL parsed each time), on one PGlite holding the bench's catalogue: the CPU
// of Node per catalogue list, both paths alternated in blocks of 100 lists in one process, so other work on the
// machine weighs on both alike. Run after `npm run build`: `node bench/pglite-queries.mjs`.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../dist/db/database.js';
import { migrate } from '../dist/db/migrator.js';
import { preparedQueries, CUSTOM_PLANS } from '../dist/db/pglite-statements.js';
import { pgliteDataDir } from '../dist/db/pglite.js';
import { BIKES } from '../dist/features/catalog/catalog-kinds.js';
import { listCatalog } from '../dist/features/catalog/catalog-list.js';
import { fillCatalogue, median } from './support.mjs';

const require = createRequire(import.meta.url);
const pgliteModule = require('@electric-sql/pglite');
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');
const LISTS = { list: { limit: 15, page: 1 }, q: { q: 'enduro', limit: 15, page: 1 } };
const ROUNDS = 20;
const BLOCK = 100;

const dataDir = mkdtempSync(path.join(tmpdir(), 'pglite-queries-'));
const filling = await openDatabase({ databaseUrl: null, dataDir, inMemory: false });
await migrate(filling);
await fillCatalogue(filling);
await filling.close();

const pglite = await pgliteModule.PGlite.create({
  dataDir: pgliteDataDir(dataDir),
  extensions: { pg_trgm },
  startParams: [...pgliteModule.PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', ...CUSTOM_PLANS],
});
const reader = (query) => ({
  query,
  queryMany: async (sql, params = []) =>
    (await query(`select coalesce(json_agg(r), '[]') as rows from (${sql}) r`, params))[0]?.rows ?? [],
});
const paths = {
  api: reader(preparedQueries(pglite, pgliteModule)),
  'PGlite query': reader(async (sql, params = []) => (await pglite.query(sql, [...params])).rows),
};

for (const [label, query] of Object.entries(LISTS)) {
  const perList = { api: [], 'PGlite query': [] };
  for (let round = 0; round < ROUNDS; round += 1)
    for (const name of round % 2 ? Object.keys(paths) : Object.keys(paths).reverse()) {
      const before = process.cpuUsage();
      for (let n = 0; n < BLOCK; n += 1) await listCatalog(paths[name], BIKES, query, false);
      const used = process.cpuUsage(before);
      perList[name].push((used.user + used.system) / 1000 / BLOCK);
    }
  const api = median(perList.api);
  const own = median(perList['PGlite query']);
  console.log(
    `${label}: CPU por lista ${api.toFixed(3)} ms por la API, ${own.toFixed(3)} ms con query de PGlite (+${((own / api - 1) * 100).toFixed(0)} %)`,
  );
}
await pglite.close();
rmSync(dataDir, { recursive: true, force: true });
