import { readdir } from 'node:fs/promises';
import type { Database } from '../src/db/types';
import { seedDemoData, seedIfEmpty } from '../src/seed/seed';
import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

/** The same database, except that the transaction that stores the catalogue dies before it lands. */
function dyingBeforeCommit(db: Database): Database {
  return { ...db, transaction: () => Promise.reject(new Error('proceso cortado')) };
}

describe.each(databaseTargets)('catálogo de demostración cortado a mitad ($name)', (target) => {
  const t = useTestApp(target);

  it('el siguiente arranque borra los archivos que dejó el corte: ningún archivo queda sin referencia', async () => {
    await expect(seedDemoData(dyingBeforeCommit(t.db), t.storage)).rejects.toThrow('proceso cortado');
    const leftovers = await readdir(t.uploadsDir);
    expect(leftovers.length).toBeGreaterThan(0);

    expect(await seedIfEmpty(t.db, t.storage)).toBe(true);
    const referenced = await t.db.query<{ url: string }>(
      'select url from imagenes union select image_url from banners where image_url is not null',
    );
    const names = new Set(referenced.map(({ url }) => url.replace(/^\/uploads\/([0-9a-f]{32})\.webp$/, '$1')));
    const files = await readdir(t.uploadsDir);
    expect(files.filter((file) => leftovers.includes(file))).toEqual([]);
    expect(files.filter((file) => !names.has(file.slice(0, 32)))).toEqual([]);
  }, 180_000);
});
