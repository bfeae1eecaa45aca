import { describe, expect, it } from '@jest/globals';
import { catalogCsv, readCatalogCsv } from './catalog-csv';
import { parseCsv } from './csv-read';
import { csvCell, csvCellText } from './csv-text';

const accessory = {
  id: 7,
  nombre: 'Casco "Pro"; talle M',
  detalle: 'Línea 1\nLínea 2',
  categoria: 'cascos',
  marca: '=HYPERLINK("x")',
  modelo: "'+ya citado",
  origen_pais: null,
  material: '-espuma',
  peso_g: 250.5,
  dim_largo_mm: null,
  dim_ancho_mm: null,
  dim_alto_mm: null,
  precio: 1500,
  descuento_efectivo: 15,
  precio_oferta: 1200,
  oferta_desde: null,
  oferta_hasta: '2026-12-15',
  visible: false,
  destacado: true,
  disponibilidad: { estado: 'a_pedido', dias: 1 },
  imagenes: [{ url: '/uploads/a.webp', alt_text: 'Casco de frente' }],
};

describe('the catalogue CSV', () => {
  it('writes a BOM, a header, ; between cells, CRLF lines, and quotes what a spreadsheet would run', () => {
    const csv = catalogCsv('accesorios', [accessory]);
    expect(csv.startsWith('\uFEFFID;Nombre;Categoría;Marca;Modelo;Detalle;Origen;Material;Peso (g);')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(
      `7;"Casco ""Pro""; talle M";CASCOS;"'=HYPERLINK(""x"")";''+ya citado;"Línea 1\nLínea 2";;'-espuma;"250,5";;;;` +
        '1500;15;1200;;2026-12-15;No;Sí;A pedido (1 día);/uploads/a.webp;Casco de frente;',
    );
  });

  it('reads back every written field unchanged, the formula quote undone, also from a comma file', () => {
    const csv = catalogCsv('accesorios', [accessory]);
    const commas = parseCsv(csv)
      .map(({ cells }) =>
        cells.map((text) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)).join(','),
      )
      .join('\n');
    for (const file of [csv, commas]) {
      const [row] = readCatalogCsv('accesorios', file).rows;
      expect(row?.problems).toEqual([]);
      expect(row?.id).toBe(7);
      expect(row?.body).toEqual({
        nombre: accessory.nombre,
        detalle: accessory.detalle,
        categoria: 'CASCOS',
        marca: accessory.marca,
        modelo: accessory.modelo,
        origen_pais: null,
        material: '-espuma',
        peso_g: 250.5,
        dim_largo_mm: null,
        dim_ancho_mm: null,
        dim_alto_mm: null,
        precio: 1500,
        descuento_efectivo: 15,
        precio_oferta: 1200,
        oferta_desde: null,
        oferta_hasta: '2026-12-15',
        visible: false,
        destacado: true,
        disponibilidad: { estado: 'a_pedido', dias: 1 },
      });
    }
  });

  it("reads a bicycle's availability by colour name or hex and talle", () => {
    const bike = {
      id: 1,
      nombre: 'Trail',
      categoria: 'mtb',
      talle: 'M, L',
      color1: '#ef4444',
      color2: '#123456',
      disponibilidad: [
        { color: '#ef4444', talle: 'M', tienda: 'casa-central', estado: 'en_stock', dias: null },
        { color: '#123456', talle: 'L', tienda: 'local-palermo', estado: 'sin_stock', dias: null },
        { color: '', talle: '', tienda: 'local-palermo', estado: 'a_pedido', dias: 3 },
      ],
      imagenes: [],
    };
    const [row] = readCatalogCsv('bicicletas', catalogCsv('bicicletas', [bike])).rows;
    expect(row?.body.disponibilidad).toEqual(bike.disponibilidad);
  });

  it('names the line and field of what it cannot read, and the columns a header lacks', () => {
    const csv = catalogCsv('accesorios', [accessory]).replace('250,5', 'mucho').replace('A pedido (1 día)', 'Pronto');
    expect(readCatalogCsv('accesorios', csv).rows[0]?.problems).toEqual([
      { linea: 2, campo: 'peso_g', error: '«mucho» no es un número.' },
      expect.objectContaining({ linea: 2, campo: 'disponibilidad' }),
    ]);
    expect(readCatalogCsv('accesorios', 'ID;Nombre\r\n1;x').problems[0]).toEqual({
      linea: 1,
      error: 'Falta la columna «Categoría».',
    });
  });

  it('reads a price as an es-AR spreadsheet shows it, and refuses one that could mean two amounts', () => {
    const priced = (precio: string) =>
      readCatalogCsv('accesorios', catalogCsv('accesorios', [accessory]).replace(';1500;', `;${precio};`)).rows[0];
    for (const [cell, precio] of [
      ['9.800', 9800],
      ['$ 9.800', 9800],
      ['9.800,50', 9800.5],
      ['9800', 9800],
    ] as const)
      expect(priced(cell)?.body.precio).toBe(precio);
    expect(priced('9.80')?.problems).toEqual([
      {
        linea: 2,
        campo: 'precio',
        error:
          'No se entiende el número «9.80». Usá punto para los miles y coma para los decimales (por ejemplo, 9.800 o 12,5).',
      },
    ]);
  });

  it('refuses a file that was not UTF-8 rather than store its broken accents', () => {
    expect(readCatalogCsv('accesorios', 'ID;Nombre\r\n1;Pu\uFFFDo').problems[0]?.error).toMatch(/no está en UTF-8/);
  });

  it('quotes a formula-looking cell once and takes the quote off once', () => {
    for (const text of ['=1+1', "'=ya", '@user', '\tTab', 'normal', "'normal"])
      expect(csvCellText(parseCsv(csvCell(text))[0]?.cells[0] ?? '')).toBe(text);
  });
});
