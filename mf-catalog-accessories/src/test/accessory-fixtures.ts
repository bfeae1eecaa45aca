import type { Accesorio, AccesorioListItem } from '@shop/shared/catalog';

/** The demo catalogue's floor pump, without a width: every other field has a value. */
const FLOOR_PUMP: Accesorio = {
  id: 7,
  nombre: 'Inflador de pie con manómetro',
  peso_g: 1450,
  detalle: 'Hasta 160 psi, válvula presta y schrader.',
  dim_largo_mm: 650,
  categoria: 'infladores',
  dim_ancho_mm: null,
  marca: 'Topeak',
  dim_alto_mm: 90,
  modelo: 'JoeBlow',
  precio: 45900,
  descuento_efectivo: null,
  precio_oferta: null,
  oferta_desde: null,
  oferta_hasta: null,
  material: 'Acero',
  visible: true,
  origen_pais: 'Taiwán',
  destacado: false,
  disponibilidad: null,
};

export function anAccessory(overrides: Partial<Accesorio> = {}): Accesorio {
  return { ...FLOOR_PUMP, ...overrides };
}

/** An accessory as the list answers it: priced at a thousand times its id, with its photo. */
export function anAccessoryItem(id: number, nombre = `Accesorio ${id}`, categoria = 'infladores'): AccesorioListItem {
  const imagen_principal = { url: `/uploads/accesorio-${id}.webp`, alt_text: null, width: 1200, height: 900 };
  return {
    id,
    nombre,
    categoria,
    detalle: null,
    marca: null,
    modelo: null,
    precio: 1000 * id,
    descuento_efectivo: null,
    precio_oferta: null,
    oferta_desde: null,
    oferta_hasta: null,
    disponibilidad: null,
    updated_at: '2026-01-01T12:00:00.000Z',
    imagen_principal,
  };
}
