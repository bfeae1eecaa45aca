import type { Accesorio, AccesorioListItem, Imagen, Paged } from '@shop/shared/catalog';

export function anAccessory(overrides: Partial<Accesorio> = {}): Accesorio {
  return {
    id: 7,
    nombre: 'Inflador de pie con manómetro',
    detalle: 'Hasta 160 psi, válvula presta y schrader.',
    categoria: 'infladores',
    marca: 'Topeak',
    modelo: 'JoeBlow',
    material: 'Acero',
    origen_pais: 'Taiwán',
    peso_g: 1450,
    dim_largo_mm: 650,
    dim_ancho_mm: null,
    dim_alto_mm: 90,
    visible: true,
    destacado: false,
    precio: 45900,
    ...overrides,
  };
}

export function aListItem(id: number, nombre = `Accesorio ${id}`, categoria = 'infladores'): AccesorioListItem {
  return {
    id,
    nombre,
    detalle: null,
    categoria,
    precio: 1000 * id,
    imagen_principal: { url: `/uploads/accesorio-${id}.webp`, alt_text: null, width: 1200, height: 900 },
  };
}

export function aPage(
  items: AccesorioListItem[],
  page = 1,
  totalPages = 1,
  total = items.length,
): Paged<AccesorioListItem> {
  return { items, page, limit: 15, total, totalPages };
}

const IMAGE_DEFAULTS = { alt_text: null, es_principal: false, mime_type: 'image/webp', width: 1200, height: 900 };

export function anImage(id: number, overrides: Partial<Imagen> = {}): Imagen {
  return { ...IMAGE_DEFAULTS, id, url: `/uploads/foto-${id}.webp`, orden: id, ...overrides };
}
