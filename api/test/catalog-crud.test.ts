import { databaseTargets } from './support/databases';
import { ONE_DAY, useTestApp } from './support/test-app';

const fullBike = {
  nombre: '  Rodadora 29  ',
  detalle: 'Rígida para senderos',
  categoria: 'MTB',
  marca: 'Venzo',
  modelo: 'Raptor',
  origen_pais: 'Argentina',
  visible: true,
  destacado: true,
  color1: '#1D4ED8FF',
  color2: '#ef4444',
  color3: '',
  color4: null,
  talle: 'M',
  ruedas: '29',
  rodado: '29',
  cuadro: 'Aluminio',
  sistema_frenos: 'Disco mecánico',
  caja_movimiento_central: 'Sellada',
  engranaje: '3x8',
  shifter: 'Shimano Altus',
  stem: '80 mm',
  cubiertas: '29 x 2.1',
  horquilla: 'Suspensión 80 mm',
  manillar: 'Plano',
  pinion: '11-32',
  descarrilador_trasero: 'Shimano Acera',
};

const fullAccessory = {
  nombre: 'Casco Vento',
  detalle: 'Liviano y ventilado',
  categoria: 'CASCOS',
  marca: 'Giro',
  modelo: 'Vento',
  origen_pais: 'China',
  material: 'Policarbonato',
  peso_g: 280,
  dim_largo_mm: 260,
  dim_ancho_mm: 200,
  dim_alto_mm: 150.5,
  precio: 45999.9,
  visible: false,
  destacado: false,
};

describe.each(databaseTargets)('ABM de bicicletas y accesorios ($name)', (target) => {
  const t = useTestApp(target);
  beforeEach(() => t.reset());

  describe('bicicletas', () => {
    it('crea con todos los campos, normalizados, y la ficha devuelve lo mismo', async () => {
      const reply = await t.post('/api/bicicletas', fullBike, t.adminToken);
      expect(reply.statusCode).toBe(201);
      const created = reply.json<Record<string, unknown>>();
      expect(created).toMatchObject({
        ...fullBike,
        id: expect.any(Number),
        nombre: 'Rodadora 29',
        categoria: 'mtb',
        color1: '#1d4ed8',
        color3: null,
        color4: null,
      });
      expect(created).not.toHaveProperty('search_text');
      const detail = await t.get(`/api/bicicletas/${created.id as number}`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toEqual(created);
    });

    it('visible es verdadero y destacado falso por defecto; los opcionales vacíos quedan en null', async () => {
      const reply = await t.post('/api/bicicletas', { nombre: 'Simple', categoria: 'kids', marca: '  ' }, t.adminToken);
      expect(reply.json()).toMatchObject({ visible: true, destacado: false, marca: null, color1: null, talle: null });
    });

    it.each([
      ['sin nombre', { nombre: '   ' }, 'El nombre es obligatorio.'],
      ['sin categoría', { categoria: '' }, 'La categoría es obligatoria.'],
      ['categoría desconocida', { categoria: 'tandem' }, 'Categoría inválida.'],
      [
        'color que no es hexadecimal',
        { color2: 'rojo' },
        'Color inválido en color2: usá un valor hexadecimal como #1d4ed8.',
      ],
      ['un campo que no existe', { peso_g: 10 }, 'Campo no permitido: peso_g'],
      ['visible que no es booleano', { visible: 'si' }, 'Datos inválidos en el cuerpo (visible).'],
    ])('rechaza %s con un 400 en español y no guarda nada', async (_case, change, message) => {
      const before = await t.snapshot();
      const reply = await t.post('/api/bicicletas', { ...fullBike, ...change }, t.adminToken);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: message, campo: Object.keys(change)[0] });
      expect(await t.snapshot()).toBe(before);
    });

    it('edita con PUT: reemplaza los campos y actualiza updated_at', async () => {
      const id = await t.create('bicicletas', fullBike);
      const [before] = await t.db.query<{ updated_at: Date }>('select updated_at from bicicletas where id = $1', [id]);
      const reply = await t.put(
        `/api/bicicletas/${id}`,
        { nombre: 'Rodadora editada', categoria: 'Ruta', color1: '#000000', visible: false },
        t.adminToken,
      );
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        id,
        nombre: 'Rodadora editada',
        categoria: 'ruta',
        color1: '#000000',
        color2: null,
        marca: null,
        visible: false,
        destacado: false,
      });
      const [after] = await t.db.query<{ updated_at: Date }>('select updated_at from bicicletas where id = $1', [id]);
      expect(after?.updated_at.getTime()).toBeGreaterThanOrEqual(before?.updated_at.getTime() ?? Infinity);
      expect((await t.get(`/api/bicicletas/${id}`)).statusCode).toBe(404);
      expect((await t.get(`/api/bicicletas/${id}`, t.adminToken)).json()).toMatchObject({ nombre: 'Rodadora editada' });
    });

    it('editar o borrar una bicicleta que no existe contesta 404 en español', async () => {
      const edit = await t.put('/api/bicicletas/9999', { nombre: 'X', categoria: 'mtb' }, t.adminToken);
      expect(edit.statusCode).toBe(404);
      expect(edit.json()).toEqual({ error: 'Bicicleta no encontrada' });
      const removal = await t.delete('/api/bicicletas/9999', t.adminToken);
      expect(removal.statusCode).toBe(404);
      expect(removal.json()).toEqual({ error: 'Bicicleta no encontrada' });
    });
  });

  describe('accesorios', () => {
    it('crea y edita con precio, material, peso y medidas', async () => {
      const reply = await t.post('/api/accesorios', fullAccessory, t.adminToken);
      expect(reply.statusCode).toBe(201);
      const created = reply.json<{ id: number }>();
      expect(created).toMatchObject({ ...fullAccessory, categoria: 'cascos' });
      const edited = await t.put(
        `/api/accesorios/${created.id}`,
        { ...fullAccessory, categoria: 'Cadena / Linga / Candado', precio: 1200, peso_g: null },
        t.adminToken,
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ categoria: 'cadena / linga / candado', precio: 1200, peso_g: null });
      expect((await t.get(`/api/accesorios/${created.id}`, t.adminToken)).json()).toEqual(edited.json());
    });

    it.each([
      ['un precio negativo', { precio: -1 }, 'Datos inválidos en el cuerpo (precio).'],
      ['un peso como texto', { peso_g: 'mucho' }, 'Datos inválidos en el cuerpo (peso_g).'],
      ['colores (no son de accesorios)', { color1: '#000000' }, 'Campo no permitido: color1'],
      ['una categoría de bicicleta', { categoria: 'mtb' }, 'Categoría inválida.'],
    ])('rechaza %s con un 400 en español', async (_case, change, message) => {
      const reply = await t.post('/api/accesorios', { ...fullAccessory, ...change }, t.adminToken);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: message, campo: Object.keys(change)[0] });
      expect(await t.db.query('select id from accesorios')).toEqual([]);
    });
  });

  describe('fichas', () => {
    it('una ficha inexistente u oculta contesta 404 en español; el admin ve la oculta', async () => {
      const hidden = await t.create('accesorios', { nombre: 'Oculto', categoria: 'otros', visible: false });
      expect((await t.get('/api/bicicletas/4242')).json()).toEqual({ error: 'Bicicleta no encontrada' });
      const missing = await t.get('/api/accesorios/4242');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Accesorio no encontrado' });
      const anonymous = await t.get(`/api/accesorios/${hidden}`);
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.json()).toEqual({ error: 'Accesorio no encontrado' });
      expect((await t.get(`/api/accesorios/${hidden}`, t.clienteToken)).statusCode).toBe(404);
      expect((await t.get(`/api/accesorios/${hidden}`, t.adminToken)).json()).toMatchObject({ nombre: 'Oculto' });
      expect((await t.get(`/api/accesorios/${hidden}/imagenes`)).statusCode).toBe(404);
    });

    it.each(['abc', '0', '-3', '1.5', '99999999999'])('un id "%s" contesta 400 en español', async (id) => {
      const reply = await t.get(`/api/bicicletas/${id}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: 'Datos inválidos en la ruta (id).', campo: 'id' });
    });
  });

  describe('borrar', () => {
    const imageRows = (ownerType: string, id: number) =>
      t.db.query('select id from imagenes where owner_type = $1 and owner_id = $2', [ownerType, id]);
    const ageDeletion = (table: string, id: number) =>
      t.db.query(`update ${table} set deleted_at = now() - interval '25 hours' where id = $1`, [id]);

    it('sale de las lecturas al instante y guarda el item con sus imágenes y archivos para deshacer', async () => {
      const own = await t.upload();
      const bike = await t.create('bicicletas', { nombre: 'Para borrar', categoria: 'bmx' });
      await t.post(`/api/bicicletas/${bike}/imagenes`, { url: own }, t.adminToken);

      const reply = await t.delete(`/api/bicicletas/${bike}`, t.adminToken);
      expect(reply.statusCode).toBe(204);
      expect(reply.body).toBe('');
      expect((await t.get(`/api/bicicletas/${bike}`)).statusCode).toBe(404);
      expect((await t.get(`/api/bicicletas/${bike}`, t.adminToken)).statusCode).toBe(404);
      expect((await t.get(`/api/bicicletas/${bike}/imagenes`, t.adminToken)).statusCode).toBe(404);
      expect((await t.get('/api/bicicletas', t.adminToken)).json()).toMatchObject({ items: [], total: 0 });
      expect((await t.put(`/api/bicicletas/${bike}`, { nombre: 'X', categoria: 'bmx' }, t.adminToken)).statusCode).toBe(
        404,
      );
      expect(await imageRows('bicicleta', bike)).toHaveLength(1);
      // The rows of a deleted item still count as references: not even a sweep with no grace takes the file.
      expect(await t.sweep(0)).toEqual([]);
      expect(await t.hasFile(own)).toBe(true);
    });

    it('pasado un día se purga el item y sus imágenes; tras la gracia, los archivos que nada más usa', async () => {
      const own = await t.upload();
      const shared = await t.upload();
      const bannerFile = await t.upload();
      const bike = await t.create('bicicletas', { nombre: 'Para borrar', categoria: 'bmx' });
      const recent = await t.create('bicicletas', { nombre: 'Borrada hace poco', categoria: 'bmx' });
      const other = await t.create('accesorios', { nombre: 'Se queda', categoria: 'luces' });
      for (const url of [own, shared, bannerFile])
        await t.post(`/api/bicicletas/${bike}/imagenes`, { url }, t.adminToken);
      await t.post(`/api/accesorios/${other}/imagenes`, { url: shared }, t.adminToken);
      await t.put('/api/home/secondary-heroes', { tiles: [{ slot: 1, image_url: bannerFile }] }, t.adminToken);
      await t.delete(`/api/bicicletas/${bike}`, t.adminToken);
      await ageDeletion('bicicletas', bike);

      expect((await t.delete(`/api/bicicletas/${recent}`, t.adminToken)).statusCode).toBe(204);

      expect(await t.db.query('select id from bicicletas order by id')).toEqual([{ id: recent }]);
      expect(await imageRows('bicicleta', bike)).toEqual([]);
      expect(await t.hasFile(own)).toBe(true);
      expect(await t.sweep(ONE_DAY)).toEqual([]);
      expect(await t.sweep(0)).toEqual([own]);
      expect(await t.hasFile(own)).toBe(false);
      expect(await t.hasFile(shared)).toBe(true);
      expect(await t.hasFile(bannerFile)).toBe(true);
      expect((await t.get(`/api/accesorios/${other}/imagenes`)).json()).toEqual([
        expect.objectContaining({ url: shared }),
      ]);
      expect((await t.post(`/api/bicicletas/${bike}/restaurar`, {}, t.adminToken)).statusCode).toBe(404);
      expect((await t.post(`/api/bicicletas/${recent}/restaurar`, {}, t.adminToken)).statusCode).toBe(200);
    });

    it('al purgar un accesorio se borran sus imágenes, no las de una bicicleta con el mismo id', async () => {
      const accessory = await t.create('accesorios', { nombre: 'Farol', categoria: 'luces' });
      const bike = await t.create('bicicletas', { nombre: 'Rodadora', categoria: 'urbano' });
      expect(accessory).toBe(bike);
      const [file, accessoryFile] = [await t.upload(), await t.upload()];
      await t.post(`/api/accesorios/${accessory}/imagenes`, { url: accessoryFile }, t.adminToken);
      await t.post(`/api/bicicletas/${bike}/imagenes`, { url: file }, t.adminToken);
      expect((await t.delete(`/api/accesorios/${accessory}`, t.adminToken)).statusCode).toBe(204);
      await ageDeletion('accesorios', accessory);
      const another = await t.create('accesorios', { nombre: 'Otro', categoria: 'luces' });
      expect((await t.delete(`/api/accesorios/${another}`, t.adminToken)).statusCode).toBe(204);
      expect(await imageRows('accesorio', accessory)).toEqual([]);
      expect((await t.get(`/api/bicicletas/${bike}/imagenes`)).json()).toHaveLength(1);
      expect(await t.hasFile(file)).toBe(true);
    });
  });
});
