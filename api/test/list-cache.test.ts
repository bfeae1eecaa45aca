import { databaseTargets } from './support/databases';
import { useTestApp } from './support/test-app';

interface Page {
  items: { id: number; nombre: string; imagen_principal: { url: string } | null }[];
  total: number;
}

const CACHE_MS = 1_000;

describe.each(databaseTargets)('listas públicas con caché ($name)', (target) => {
  const t = useTestApp(target, { listCacheMs: CACHE_MS });
  beforeEach(() => t.reset());

  const list = async (url: string, token?: string) => (await t.get(url, token)).json<Page>();
  const names = async (url: string, token?: string) => (await list(url, token)).items.map((item) => item.nombre);
  /** A change made behind the API's back (another process on the same PostgreSQL). */
  const insertBehindTheApi = (nombre: string) =>
    t.db.query(`insert into bicicletas (nombre, categoria, search_text) values ($1, 'mtb', lower($1))`, [nombre]);

  it('la lista repetida sale de la caché: un cambio hecho por fuera se ve recién cuando vence', async () => {
    await t.create('bicicletas', { nombre: 'Primera', categoria: 'mtb' });
    expect(await names('/api/bicicletas')).toEqual(['Primera']);
    await insertBehindTheApi('Por fuera');
    expect(await names('/api/bicicletas')).toEqual(['Primera']);
    await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 50));
    expect(await names('/api/bicicletas')).toEqual(['Por fuera', 'Primera']);
  });

  it('cada escritura por la API se ve enseguida: alta, edición, imagen principal y baja', async () => {
    const url = '/api/bicicletas?sort=nombre_asc';
    const first = await t.create('bicicletas', { nombre: 'Aurora', categoria: 'ruta' });
    expect(await names(url)).toEqual(['Aurora']);
    const second = await t.create('bicicletas', { nombre: 'Brisa', categoria: 'ruta' });
    expect(await names(url)).toEqual(['Aurora', 'Brisa']);
    await t.put(`/api/bicicletas/${first}`, { nombre: 'Cenit', categoria: 'ruta' }, t.adminToken);
    expect(await names(url)).toEqual(['Brisa', 'Cenit']);
    const photo = await t.upload();
    await t.post(`/api/bicicletas/${second}/imagenes`, { url: photo }, t.adminToken);
    expect((await list(url)).items[0]?.imagen_principal).toMatchObject({ url: photo });
    await t.delete(`/api/bicicletas/${second}`, t.adminToken);
    expect(await names(url)).toEqual(['Cenit']);
  });

  it('una escritura rechazada (sin token o de un cliente) no vacía la caché', async () => {
    await t.create('bicicletas', { nombre: 'Guardada', categoria: 'mtb' });
    expect(await names('/api/bicicletas')).toEqual(['Guardada']);
    await insertBehindTheApi('Todavía no');
    expect((await t.post('/api/bicicletas', { nombre: 'X', categoria: 'mtb' })).statusCode).toBe(401);
    expect((await t.delete('/api/bicicletas/1', t.clienteToken)).statusCode).toBe(403);
    expect(await names('/api/bicicletas')).toEqual(['Guardada']);
  });

  it('un admin ve siempre los ocultos y el público nunca, en cualquier orden de pedidos', async () => {
    await t.create('bicicletas', { nombre: 'Visible', categoria: 'bmx' });
    await t.create('bicicletas', { nombre: 'Oculta', categoria: 'bmx', visible: false });
    expect(await names('/api/bicicletas')).toEqual(['Visible']);
    expect(await names('/api/bicicletas', t.adminToken)).toEqual(['Oculta', 'Visible']);
    expect(await names('/api/bicicletas')).toEqual(['Visible']);
    expect(await names('/api/bicicletas', t.clienteToken)).toEqual(['Visible']);
  });

  it('cada catálogo tiene la suya: escribir accesorios no borra la de bicicletas, y order=random no se guarda', async () => {
    await t.create('bicicletas', { nombre: 'Guardada', categoria: 'kids' });
    expect(await names('/api/bicicletas')).toEqual(['Guardada']);
    await insertBehindTheApi('Nueva');
    await t.create('accesorios', { nombre: 'Timbre', categoria: 'otros' });
    expect(await names('/api/bicicletas')).toEqual(['Guardada']);
    expect((await names('/api/bicicletas?order=random')).sort()).toEqual(['Guardada', 'Nueva']);
  });
});
