import { describe, expect, it } from '@jest/globals';
import type { BicicletaListItem } from '@shop/contract';
import type { CatalogListItem } from '../admin-api/catalog-types';
import { catalogCsv } from './catalog-csv';

/** A bicycle row; its date left empty, so is the last column. */
const item = (overrides: Partial<BicicletaListItem>): CatalogListItem => ({
  id: 1,
  nombre: 'Bici',
  detalle: null,
  marca: null,
  modelo: null,
  categoria: 'mtb',
  precio: null,
  color1: null,
  color2: null,
  color3: null,
  color4: null,
  disponibilidad: [],
  updated_at: '',
  imagen_principal: null,
  ...overrides,
});

describe('catalogCsv', () => {
  it('starts with a BOM and a header, separates with ; and ends lines with CRLF', () => {
    const csv = catalogCsv([item({ id: 7, nombre: 'Trail Ñandú', marca: 'Venzo', precio: 1250000, destacado: true })]);

    expect(
      csv.startsWith('\uFEFFID;Nombre;Categoría;Marca;Modelo;Precio;Disponibilidad;Estado;Destacado;Actualizado\r\n'),
    ).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('7;Trail Ñandú;MTB;Venzo;;1250000;;Visible;Sí;');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes a cell holding ; quotes or a line break, and keeps a formula-looking text as text', () => {
    const csv = catalogCsv([
      item({ nombre: 'Casco "Pro"; talle M', modelo: 'línea 1\nlínea 2', marca: '=HYPERLINK("x")', visible: false }),
    ]);

    expect(csv.split('\r\n').slice(1, -1).join('\r\n')).toBe(
      `1;"Casco ""Pro""; talle M";MTB;"'=HYPERLINK(""x"")";"línea 1\nlínea 2";;;Oculto;No;`,
    );
  });

  it("lists each bicycle's availability by colour and talle, and an accessory's one", () => {
    const bike = item({
      disponibilidad: [
        { color: '#ef4444', talle: 'M', estado: 'en_stock', dias: null },
        { color: '#000000', talle: 'L', estado: 'a_pedido', dias: 10 },
      ],
    });
    const accessory: CatalogListItem = {
      ...item({}),
      disponibilidad: { estado: 'pocas_unidades', dias: null },
    } as CatalogListItem;
    const [, bikeLine, accessoryLine] = catalogCsv([bike, accessory]).split('\r\n');
    expect(bikeLine?.split(';')[6]).toBe('Rojo M: En stock, Negro L: A pedido (10 días)');
    expect(accessoryLine?.split(';')[6]).toBe('Pocas unidades');
  });
});
