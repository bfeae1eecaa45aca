import { catalogCsv, type HistoryAnswer, type ImportReport, parseCsv } from '@shop/contract';
import { databaseTargets } from './support/databases';
import type { Reply } from './support/test-app';
import { ADMIN, useTestApp } from './support/test-app';

/** Rows of cells as a spreadsheet writes them with `separator`: a cell quoted only when it must be. */
function fileOf(rows: readonly (readonly string[])[], separator: string): string {
  const quote = (text: string) => (/[";,\r\n\t]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return `${rows.map((cells) => cells.map(quote).join(separator)).join('\r\n')}\r\n`;
}

describe.each(databaseTargets)('exportación e importación CSV ($name)', (target) => {
  const t = useTestApp(target);
  beforeEach(() => t.reset());

  /** The file the panel downloads: the export's items written by the contract, as the admin screen does. */
  async function exported(kind: 'bicicletas' | 'accesorios', query = ''): Promise<string> {
    const reply = await t.get(`/api/${kind}/exportacion${query}`, t.adminToken);
    expect(reply.statusCode).toBe(200);
    return catalogCsv(kind, reply.json<{ items: object[] }>().items);
  }

  const review = (kind: string, csv: string) =>
    t.call('POST', `/api/${kind}/importacion?dryRun=1`, { token: t.adminToken, body: { csv } });

  const reportOf = (reply: Reply) => {
    expect(reply.statusCode).toBe(200);
    return reply.json<ImportReport>();
  };

  /** Applies `csv` with the versions its review read. */
  async function apply(kind: string, csv: string): Promise<Reply> {
    const { filas } = reportOf(await review(kind, csv));
    const versiones = filas.flatMap(({ id, version }) => (id !== null && version !== null ? [{ id, version }] : []));
    return t.call('POST', `/api/${kind}/importacion`, { token: t.adminToken, body: { csv, versiones } });
  }

  /** `csv` with the cell of `header` in the data row `row` (0 is the first item) set to `value`, as a spreadsheet saves it. */
  function edited(csv: string, row: number, header: string, value: string) {
    const [head, ...rows] = parseCsv(csv);
    const column = head?.cells.indexOf(header) ?? -1;
    const cells = rows[row]?.cells;
    if (!head || !cells || column < 0) throw new Error(`No hay fila ${row} ni columna ${header}`);
    cells[column] = value;
    return fileOf([head.cells, ...rows.map((record) => record.cells)], ';');
  }

  it('exporta cada campo de una bicicleta (specs, colores, talles, precio, disponibilidad, imágenes) y lo reimporta sin cambios', async () => {
    const url = await t.upload();
    const id = await t.create('bicicletas', {
      nombre: '=Trail Ñandú',
      categoria: 'mtb',
      marca: 'Venzo; "Pro"',
      detalle: 'Línea 1\nLínea 2',
      precio: 1250000,
      color1: '#ef4444',
      color2: '#123456',
      talle: 'M, L',
      cuadro: '+aluminio',
      horquilla: '@suspensión',
      disponibilidad: [
        { color: '#ef4444', talle: 'M', tienda: 'casa-central', estado: 'en_stock' },
        { color: '#123456', talle: 'L', tienda: 'local-palermo', estado: 'a_pedido', dias: 10 },
      ],
    });
    await t.post(`/api/bicicletas/${id}/imagenes`, { url, alt_text: 'Trail de perfil' }, t.adminToken);

    const csv = await exported('bicicletas');
    const [header, row] = parseCsv(csv);
    expect(csv.startsWith('\uFEFFID;Nombre;Categoría;')).toBe(true);
    expect(header?.cells).toEqual(expect.arrayContaining(['Talle', 'Color 1', 'Disponibilidad', 'Imágenes']));
    const cell = (name: string) => row?.cells[header?.cells.indexOf(name) ?? -1];
    expect(cell('Nombre')).toBe("'=Trail Ñandú");
    expect(cell('Cuadro')).toBe("'+aluminio");
    expect(cell('Disponibilidad')).toBe(
      'Rojo M (casa-central): En stock, #123456 L (local-palermo): A pedido (10 días)',
    );
    expect(cell('Imágenes')).toBe(url);
    expect(cell('Textos alternativos (SEO)')).toBe('Trail de perfil');

    const report = reportOf(await review('bicicletas', csv));
    expect(report).toEqual({
      aplicado: false,
      errores: [],
      filas: [],
      resumen: { crear: 0, cambiar: 0, sin_cambios: 1, con_errores: 0 },
    });
    const before = await t.snapshot();
    expect(reportOf(await apply('bicicletas', csv)).aplicado).toBe(true);
    expect(await t.snapshot()).toBe(before);
  });

  it('la revisión muestra campo: antes → después y crea las filas sin ID; aplicar escribe todo', async () => {
    const id = await t.create('accesorios', { nombre: 'Luz', categoria: 'luces', precio: 1500.5 });
    const csv = await exported('accesorios');
    const changed = edited(csv, 0, 'Precio', '1800,25');
    const newRow = ['', 'Casco nuevo', 'CASCOS', ...Array<string>(14).fill(''), 'Sí', 'No', 'En stock', '', '', ''];
    const withNew = `${changed}${fileOf([newRow], ';')}`;

    const report = reportOf(await review('accesorios', withNew));
    expect(report.resumen).toEqual({ crear: 1, cambiar: 1, sin_cambios: 0, con_errores: 0 });
    expect(report.filas[0]).toMatchObject({
      linea: 2,
      id,
      accion: 'cambiar',
      cambios: [{ campo: 'precio', columna: 'Precio', antes: '1500,5', despues: '1800,25' }],
    });
    expect(report.filas[1]).toMatchObject({ linea: 3, id: null, nombre: 'Casco nuevo', accion: 'crear' });

    expect(reportOf(await apply('accesorios', withNew)).aplicado).toBe(true);
    expect((await t.get(`/api/accesorios/${id}`)).json()).toMatchObject({ precio: 1800.25 });
    const history = await t.get(`/api/accesorios/${id}/historial`, t.adminToken);
    expect(history.json<HistoryAnswer>().items[0]).toMatchObject({
      accion: 'importacion',
      autor: ADMIN.email,
      cambios: [{ campo: 'precio', antes: 1500.5, despues: 1800.25 }],
    });
    const list = (await t.get('/api/accesorios?q=casco', t.adminToken)).json<{ items: { nombre: string }[] }>();
    expect(list.items.map((item) => item.nombre)).toEqual(['Casco nuevo']);
  });

  it('lee el precio como lo muestra una planilla es-AR: 9.800 son 9800 pesos, y 9.80 se rechaza sin cambiar nada', async () => {
    const id = await t.create('accesorios', { nombre: 'Luz', categoria: 'luces', precio: 9800 });
    const csv = await exported('accesorios');
    expect(reportOf(await review('accesorios', edited(csv, 0, 'Precio', '9.800'))).resumen).toMatchObject({
      sin_cambios: 1,
      con_errores: 0,
    });
    expect(reportOf(await review('accesorios', edited(csv, 0, 'Precio', '$ 9.900'))).filas[0]).toMatchObject({
      id,
      cambios: [{ campo: 'precio', antes: '9800', despues: '9900' }],
    });
    const ambiguous = reportOf(await review('accesorios', edited(csv, 0, 'Precio', '9.80'))).filas[0];
    expect(ambiguous?.errores).toEqual([
      expect.objectContaining({ campo: 'precio', error: expect.stringMatching(/«9.80»/) }),
    ]);
  });

  it('cada error dice su línea y su campo, con la validación de la API; aplicar no escribe nada', async () => {
    await t.create('bicicletas', { nombre: 'Una', categoria: 'mtb', talle: 'M' });
    await t.create('bicicletas', { nombre: 'Dos', categoria: 'ruta' });
    let csv = await exported('bicicletas', '?sort=nombre_asc');
    csv = edited(csv, 0, 'Precio', 'mucho');
    csv = edited(csv, 1, 'Categoría', 'PLAYERA');
    csv = edited(csv, 1, 'Nombre', 'Dos cambiada');

    const report = reportOf(await review('bicicletas', csv));
    expect(report.filas.map(({ linea, errores }) => errores.map(({ campo }) => `${linea} ${campo}`))).toEqual([
      ['2 precio'],
      ['3 categoria'],
    ]);
    expect(report.filas[1]?.errores[0]?.error).toBe('Categoría inválida.');
    expect(report.filas[0]?.errores[0]?.error).toBe('«mucho» no es un número.');

    const before = await t.snapshot();
    const applied = await t.call('POST', '/api/bicicletas/importacion', { token: t.adminToken, body: { csv } });
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toMatchObject({ campo: 'precio' });
    expect(applied.json<{ error: string }>().error).toMatch(/^Línea 2: .*No se aplicó ningún cambio\.$/);
    expect(await t.snapshot()).toBe(before);
  });

  it('un archivo con columnas de otra forma, una fila corta o imágenes cambiadas se informa sin 500', async () => {
    const id = await t.create('accesorios', { nombre: 'Inflador', categoria: 'infladores' });
    const csv = await exported('accesorios');
    expect(reportOf(await review('accesorios', 'Nombre;Otra\r\nx;y\r\n')).errores[0]).toMatchObject({ linea: 1 });
    expect(reportOf(await review('accesorios', '')).errores).toHaveLength(1);
    const short = reportOf(await review('accesorios', `${csv}${id};Corta\r\n`));
    expect(short.filas[0]?.errores[0]).toMatchObject({ linea: 3 });
    const images = reportOf(await review('accesorios', edited(csv, 0, 'Imágenes', '/uploads/otra.webp')));
    expect(images.filas[0]?.errores[0]).toMatchObject({ linea: 2, campo: 'imagenes' });
  });

  it('lee el archivo que guarda Google Sheets (comas, sin BOM) y la neutralización de fórmulas vuelve atrás', async () => {
    await t.create('accesorios', { nombre: '-Pie', categoria: 'pie de apoyo', material: "'=ya citado" });
    const csv = await exported('accesorios');
    const sheets = fileOf(
      parseCsv(csv).map(({ cells }) => cells),
      ',',
    );
    expect(reportOf(await review('accesorios', sheets)).resumen).toMatchObject({ sin_cambios: 1, con_errores: 0 });
  });

  it('todo o nada: si un ítem cambió desde la revisión contesta 412 y no aplica ninguna fila', async () => {
    const first = await t.create('accesorios', { nombre: 'Primero', categoria: 'luces' });
    const second = await t.create('accesorios', { nombre: 'Segundo', categoria: 'luces' });
    let csv = await exported('accesorios', '?sort=nombre_asc');
    csv = edited(csv, 0, 'Marca', 'Nueva marca');
    csv = edited(csv, 1, 'Marca', 'Otra marca');
    const { filas } = reportOf(await review('accesorios', csv));
    const versiones = filas.flatMap(({ id, version }) => (id !== null && version !== null ? [{ id, version }] : []));
    expect(versiones.map(({ id }) => id)).toEqual([first, second]);

    await t.put(`/api/accesorios/${second}`, { nombre: 'Segundo', categoria: 'luces', modelo: 'X' }, t.adminToken);
    const before = await t.snapshot();
    const applied = await t.call('POST', '/api/accesorios/importacion', {
      token: t.adminToken,
      body: { csv, versiones },
    });
    expect(applied.statusCode).toBe(412);
    expect(applied.json<{ error: string }>().error).toContain(`línea 3 (ID ${second})`);
    expect(await t.snapshot()).toBe(before);
  });

  it('sólo el administrador exporta e importa', async () => {
    expect((await t.get('/api/bicicletas/exportacion')).statusCode).toBe(401);
    expect((await t.get('/api/bicicletas/exportacion', t.clienteToken)).statusCode).toBe(403);
    const refused = await t.call('POST', '/api/bicicletas/importacion?dryRun=1', {
      token: t.clienteToken,
      body: { csv: '' },
    });
    expect(refused.statusCode).toBe(403);
  });

  // Its time is the bench's target (bench/csv-import.mjs), not this test's: a busy machine must not fail it.
  it('importa un archivo de 1.000 filas (500 cambios y 500 altas)', async () => {
    for (let index = 0; index < 500; index += 1)
      await t.create('accesorios', { nombre: `Accesorio ${index}`, categoria: 'luces', precio: index });
    const csv = await exported('accesorios');
    const [head, ...rows] = parseCsv(csv);
    const priceColumn = head?.cells.indexOf('Precio') ?? -1;
    const lines = rows.map(({ cells }) => cells.map((text, index) => (index === priceColumn ? `${text}9` : text)));
    const added = rows.map(({ cells }) => cells.map((text, index) => (index === 0 ? '' : text)));
    const file = fileOf([head?.cells ?? [], ...lines, ...added], ';');

    const applied = reportOf(await apply('accesorios', file));
    expect(applied.resumen).toEqual({ crear: 500, cambiar: 500, sin_cambios: 0, con_errores: 0 });
    const summary = (await t.get('/api/accesorios/resumen', t.adminToken)).json<{ total: number }>();
    expect(summary.total).toBe(1000);
  }, 120_000);
});
