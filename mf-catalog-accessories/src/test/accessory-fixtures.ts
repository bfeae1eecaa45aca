import type { Accesorio, AccesorioListItem } from '@shop/shared/catalog';

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

/** An accessory as the list answers it: priced at a thousand times its id, with its photo. */
export function anAccessoryItem(id: number, nombre = `Accesorio ${id}`, categoria = 'infladores'): AccesorioListItem {
  const imagen_principal = { url: `/uploads/accesorio-${id}.webp`, alt_text: null, width: 1200, height: 900 };
  return { id, nombre, categoria, detalle: null, precio: 1000 * id, imagen_principal };
}
