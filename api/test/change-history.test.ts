import type { HistoryAnswer, HistoryEntry } from '@shop/contract';
import { MAINTENANCE_EVERY_MS } from '../src/app-features';
import { ADMIN } from './support/test-app';
import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

const STALE = 'Este producto cambió en otra pestaña o por otro usuario.';

describe.each(databaseTargets)('historial de cambios ($name)', (target) => {
  const t = useTestApp(target);
  beforeEach(() => t.reset());

  const historyOf = async (path: string): Promise<HistoryEntry[]> => {
    const reply = await t.get(`${path}/historial`, t.adminToken);
    expect(reply.statusCode).toBe(200);
    return reply.json<HistoryAnswer>().items;
  };
  const changesOf = (entry: HistoryEntry | undefined) =>
    Object.fromEntries((entry?.cambios ?? []).map(({ campo, antes, despues }) => [campo, [antes, despues]]));

  describe.each(['bicicletas', 'accesorios'] as const)('%s', (kind) => {
    const category = kind === 'bicicletas' ? 'mtb' : 'luces';
    const etagOf = async (id: number) => (await t.get(`/api/${kind}/${id}`, t.adminToken)).headers.etag as string;

    it('registra alta, edición, imágenes, baja, restauración y lote: quién, cuándo, antes y después', async () => {
      const started = Date.now();
      const id = await t.create(kind, { nombre: 'Original', categoria: category, precio: 1000 });
      await t.put(`/api/${kind}/${id}`, { nombre: 'Nuevo', categoria: category, precio: 1200 }, t.adminToken);
      const url = await t.upload();
      const image = await t.post(`/api/${kind}/${id}/imagenes`, { url }, t.adminToken);
      await t.delete(`/api/${kind}/${id}/imagenes/${image.json<{ id: number }>().id}`, t.adminToken);
      await t.post(`/api/${kind}/lote`, { ids: [id], accion: 'ocultar' }, t.adminToken);
      await t.delete(`/api/${kind}/${id}`, t.adminToken);
      await t.post(`/api/${kind}/${id}/restaurar`, {}, t.adminToken);

      const entries = await historyOf(`/api/${kind}/${id}`);
      expect(entries.map((entry) => entry.accion)).toEqual([
        'restauracion',
        'baja',
        'lote',
        'imagenes',
        'imagenes',
        'edicion',
        'alta',
      ]);
      for (const entry of entries) {
        expect(entry.autor).toBe(ADMIN.email);
        expect(Date.parse(entry.fecha)).toBeGreaterThanOrEqual(started - 1000);
      }
      const [restored, deleted, bulk, removed, added, edited, created] = entries;
      expect(changesOf(created)).toMatchObject({
        nombre: [null, 'Original'],
        categoria: [null, category],
        precio: [null, 1000],
      });
      expect(changesOf(created)).not.toHaveProperty('marca');
      expect(changesOf(edited)).toEqual({ nombre: ['Original', 'Nuevo'], precio: [1000, 1200] });
      expect(changesOf(added)).toEqual({ imagen: [null, url] });
      expect(changesOf(removed)).toEqual({ imagen: [url, null] });
      expect(changesOf(bulk)).toEqual({ visible: [true, false] });
      expect(deleted?.cambios).toEqual([]);
      expect(restored?.cambios).toEqual([]);
    });

    it('una escritura rechazada no deja nada en el historial', async () => {
      const id = await t.create(kind, { nombre: 'Original', categoria: category });
      const stale = await etagOf(id);
      await t.put(`/api/${kind}/${id}`, { nombre: 'Otra pestaña', categoria: category }, t.adminToken);
      const refused = await t.call('PUT', `/api/${kind}/${id}`, {
        token: t.adminToken,
        headers: { 'if-match': stale },
        body: { nombre: 'Perdida', categoria: category },
      });
      expect(refused.statusCode).toBe(412);
      expect(await historyOf(`/api/${kind}/${id}`)).toHaveLength(2);
    });

    it('"Restaurar esta versión" escribe esos valores como un cambio nuevo, con If-Match', async () => {
      const id = await t.create(kind, { nombre: 'Bici', categoria: category, detalle: 'Descripción vieja' });
      await t.put(
        `/api/${kind}/${id}`,
        { nombre: 'Bici', categoria: category, detalle: 'Descripción nueva' },
        t.adminToken,
      );
      await t.put(
        `/api/${kind}/${id}`,
        { nombre: 'Bici renombrada', categoria: category, detalle: 'Descripción nueva' },
        t.adminToken,
      );
      const created = (await historyOf(`/api/${kind}/${id}`)).at(-1);
      const current = await etagOf(id);

      const restored = await t.call('POST', `/api/${kind}/${id}/historial/${created?.id}/restaurar`, {
        token: t.adminToken,
        headers: { 'if-match': current },
      });
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toMatchObject({ nombre: 'Bici', detalle: 'Descripción vieja' });
      expect(restored.headers.etag).not.toBe(current);
      const [latest] = await historyOf(`/api/${kind}/${id}`);
      expect(latest?.accion).toBe('version');
      expect(changesOf(latest)).toEqual({
        nombre: ['Bici renombrada', 'Bici'],
        detalle: ['Descripción nueva', 'Descripción vieja'],
      });
    });

    it('restaurar con una versión vieja contesta 412 y no cambia nada', async () => {
      const id = await t.create(kind, { nombre: 'Bici', categoria: category, detalle: 'Vieja' });
      const stale = await etagOf(id);
      await t.put(`/api/${kind}/${id}`, { nombre: 'Bici', categoria: category, detalle: 'Nueva' }, t.adminToken);
      const created = (await historyOf(`/api/${kind}/${id}`)).at(-1);
      const before = await t.snapshot();

      const refused = await t.call('POST', `/api/${kind}/${id}/historial/${created?.id}/restaurar`, {
        token: t.adminToken,
        headers: { 'if-match': stale },
      });
      expect(refused.statusCode).toBe(412);
      expect(refused.json()).toEqual({ error: STALE });
      expect(await t.snapshot()).toBe(before);
    });

    it('un cambio de otro producto o que ya no está contesta 404 en castellano', async () => {
      const id = await t.create(kind, { nombre: 'Una', categoria: category });
      const other = await t.create(kind, { nombre: 'Otra', categoria: category });
      const [entry] = await historyOf(`/api/${kind}/${other}`);
      const reply = await t.post(`/api/${kind}/${id}/historial/${entry?.id}/restaurar`, {}, t.adminToken);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ error: 'Ese cambio ya no está en el historial.' });
    });

    it('sólo un administrador ve el historial o restaura', async () => {
      const id = await t.create(kind, { nombre: 'Una', categoria: category });
      expect((await t.get(`/api/${kind}/${id}/historial`)).statusCode).toBe(401);
      expect((await t.get(`/api/${kind}/${id}/historial`, t.clienteToken)).statusCode).toBe(403);
      expect((await t.post(`/api/${kind}/${id}/historial/1/restaurar`, {}, t.clienteToken)).statusCode).toBe(403);
    });
  });

  it('registra los cambios de una portada', async () => {
    const save = (title: string) =>
      t.put('/api/home/secondary-heroes', { tiles: [{ slot: 2, title_top: title }] }, t.adminToken);
    await save('Primero');
    await save('Segundo');
    const [edited, created] = await historyOf('/api/home/secondary-heroes/2');
    expect(created).toMatchObject({ accion: 'alta', autor: ADMIN.email });
    expect(changesOf(edited)).toEqual({ title_top: ['Primero', 'Segundo'] });
  });
});

/** Resolves once `done` answers true, or after 5 s: it waits for work the app started on its own. */
async function eventually(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe.each(databaseTargets)('poda del historial ($name)', (target) => {
  // The app schedules its hourly maintenance on Jest's clock: faked before the app starts, intervals only.
  beforeAll(() =>
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
      ],
    }),
  );
  const t = useTestApp(target, { historyRetentionDays: 30 });
  afterAll(() => jest.useRealTimers());
  beforeEach(() => t.reset());

  it('la limpieza de cada hora borra lo que pasó los días configurados (30 en esta app); escribir no borra', async () => {
    const id = await t.create('bicicletas', { nombre: 'Vieja', categoria: 'mtb' });
    await t.db.query(
      `insert into change_history (entity, entity_id, action, author, changed_at, changes)
       values ('bicicleta', $1, 'edicion', 'antes@example.com', now() - interval '31 days', '[]'),
              ('bicicleta', $1, 'edicion', 'reciente@example.com', now() - interval '29 days', '[]')`,
      [id],
    );
    const authors = async () =>
      (await t.get(`/api/bicicletas/${id}/historial`, t.adminToken))
        .json<HistoryAnswer>()
        .items.map((entry) => entry.autor)
        .sort();

    await t.put(`/api/bicicletas/${id}`, { nombre: 'Nueva', categoria: 'mtb' }, t.adminToken);
    expect(await authors()).toEqual([ADMIN.email, ADMIN.email, 'antes@example.com', 'reciente@example.com']);

    jest.advanceTimersByTime(MAINTENANCE_EVERY_MS);
    await eventually(async () => !(await authors()).includes('antes@example.com'));

    expect(await authors()).toEqual([ADMIN.email, ADMIN.email, 'reciente@example.com']);
  });
});
