import {
  BIKE_SPEC_FIELDS,
  BIKE_SPEC_LABELS,
  metaDescription,
  type Bicicleta,
  type SpecRow,
} from '@shop/shared/catalog';

/** The key facts shown as tiles beside the gallery. */
export function bikeTiles(bike: Bicicleta): SpecRow[] {
  return [
    { label: 'Marca', value: bike.marca },
    { label: 'Modelo', value: bike.modelo },
    { label: 'Rodado', value: bike.rodado },
    { label: 'Talle', value: bike.talle },
    { label: 'Cuadro', value: bike.cuadro },
    { label: 'Frenos', value: bike.sistema_frenos },
  ];
}

/** Every field of the technical sheet, in the shop's order (the category is in the breadcrumb). */
export function bikeSheet(bike: Bicicleta): SpecRow[] {
  return [
    { label: 'Marca', value: bike.marca },
    { label: 'Modelo', value: bike.modelo },
    { label: 'Origen', value: bike.origen_pais },
    ...BIKE_SPEC_FIELDS.map((field) => ({ label: BIKE_SPEC_LABELS[field], value: bike[field] })),
  ];
}

/** The page's meta description: the bicycle's own text, else a summary of its data. */
export function bikeDescription(bike: Bicicleta): string {
  const maker = [bike.marca, bike.modelo].filter(Boolean).join(' ');
  const summary = `Bicicleta ${bike.categoria.toUpperCase()} ${bike.nombre}${maker ? ` (${maker})` : ''}. Consultanos.`;
  return metaDescription(bike.detalle, summary);
}
