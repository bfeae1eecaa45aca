import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_MIGRATION_TABLE } from 'kysely';
import { MIGRATIONS } from '../src/db/migrations';
import { createLocalStorage } from '../src/features/images/storage/local-storage';
import { createLifecycle } from '../src/lib/lifecycle';
import { databaseTargets } from './support/databases';
import { TestApp, useTestApp } from './support/test-app';

const NOT_READY = 'La API no está lista: ';

describe.each(databaseTargets)('/api/ready ($name)', (target) => {
  describe('con una migración sin aplicar', () => {
    const t = useTestApp(target);

    it('contesta 503 con la migración que falta, y 200 cuando se aplica', async () => {
      expect((await t.get('/api/ready')).json()).toEqual({ ok: true });
      const newest = Object.keys(MIGRATIONS).sort().at(-1) as string;
      const [record] = await t.db.query(`delete from ${DEFAULT_MIGRATION_TABLE} where name = $1 returning *`, [newest]);
      const reply = await t.get('/api/ready');
      expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
        status: 503,
        body: { ok: false, error: `${NOT_READY}faltan migraciones (${newest}).` },
      });
      const { name, timestamp } = record as { name: string; timestamp: string };
      await t.db.query(`insert into ${DEFAULT_MIGRATION_TABLE} (name, timestamp) values ($1, $2)`, [name, timestamp]);
      expect((await t.get('/api/ready')).statusCode).toBe(200);
    });
  });

  describe('con el almacenamiento de imágenes sin poder escribirse', () => {
    const t = new TestApp();
    let dispose: (() => Promise<void>) | null = null;
    let parent = '';
    beforeAll(async () => {
      const opened = await target.open();
      dispose = opened.dispose;
      parent = await mkdtemp(path.join(tmpdir(), 'api-ready-'));
      await t.start(opened.db, { storage: () => createLocalStorage(path.join(parent, 'no-existe')) });
    }, 60_000);
    afterAll(async () => {
      await t.stop();
      await dispose?.();
      await rm(parent, { recursive: true, force: true });
    });

    it('contesta 503 con el error en español; /api/health sigue en 200', async () => {
      const reply = await t.get('/api/ready');
      expect({ status: reply.statusCode, body: reply.json<unknown>() }).toEqual({
        status: 503,
        body: { ok: false, error: `${NOT_READY}no se puede escribir en el almacenamiento de imágenes.` },
      });
      expect((await t.get('/api/health')).json()).toEqual({ ok: true });
    });
  });

  describe('al apagarse', () => {
    const lifecycle = createLifecycle();
    const t = useTestApp(target, { lifecycle });

    it('contesta 503 enseguida mientras sigue atendiendo, y cada respuesta cierra su conexión', async () => {
      const before = await t.get('/api/ready');
      expect({ status: before.statusCode, connection: before.headers.connection }).toEqual({
        status: 200,
        connection: 'keep-alive',
      });
      lifecycle.drain();
      const reply = await t.get('/api/ready');
      expect({ status: reply.statusCode, body: reply.json<unknown>(), connection: reply.headers.connection }).toEqual({
        status: 503,
        body: { ok: false, error: `${NOT_READY}se está apagando.` },
        connection: 'close',
      });
      const list = await t.get('/api/bicicletas');
      expect({ status: list.statusCode, connection: list.headers.connection }).toEqual({
        status: 200,
        connection: 'close',
      });
      expect((await t.get('/api/health')).statusCode).toBe(200);
    });
  });
});
