import type { Bicicleta, BicicletaListItem } from '@shop/shared/catalog';

const NO_SPECS = {
  talle: null,
  ruedas: null,
  rodado: null,
  cuadro: null,
  sistema_frenos: null,
  caja_movimiento_central: null,
  engranaje: null,
  shifter: null,
  stem: null,
  cubiertas: null,
  horquilla: null,
  manillar: null,
  pinion: null,
  descarrilador_trasero: null,
};

export function aBike(overrides: Partial<Bicicleta> = {}): Bicicleta {
  return {
    id: 12,
    nombre: 'Trail Andino 29',
    detalle: 'Rodado 29 para senderos de montaña.',
    categoria: 'mtb',
    marca: 'Venzo',
    modelo: 'Raptor',
    origen_pais: 'Argentina',
    visible: true,
    destacado: false,
    precio: 1250000,
    descuento_efectivo: null,
    precio_oferta: null,
    oferta_desde: null,
    oferta_hasta: null,
    color1: '#000000',
    color2: '#ef4444ff',
    color3: '',
    color4: null,
    ...NO_SPECS,
    talle: 'M',
    rodado: '29',
    cuadro: 'Aluminio 6061',
    disponibilidad: [],
    ...overrides,
  };
}

/** A bicycle as the list answers it: priced at a hundred thousand times its id, with its photo. */
export function aListItem(id: number, nombre = `Bici ${id}`, categoria = 'mtb'): BicicletaListItem {
  return {
    id,
    nombre,
    detalle: null,
    categoria,
    marca: null,
    modelo: null,
    color1: null,
    color2: null,
    color3: null,
    color4: null,
    precio: 100_000 * id,
    descuento_efectivo: null,
    precio_oferta: null,
    oferta_desde: null,
    oferta_hasta: null,
    disponibilidad: [],
    updated_at: '2026-01-01T12:00:00.000Z',
    imagen_principal: { url: `/uploads/bici-${id}.webp`, alt_text: null, width: 1200, height: 900 },
  };
}
