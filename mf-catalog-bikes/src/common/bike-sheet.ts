import { BIKE_SPEC_FIELDS, BIKE_SPEC_LABELS, type Bicicleta, type SpecRow } from '@shop/shared/catalog';

/** Every field of the technical sheet, in the shop's order (the category is in the breadcrumb). */
export function bikeSheet(bike: Bicicleta): SpecRow[] {
  return [
    { label: 'Marca', value: bike.marca },
    { label: 'Modelo', value: bike.modelo },
    { label: 'Origen', value: bike.origen_pais },
    ...BIKE_SPEC_FIELDS.map((field) => ({ label: BIKE_SPEC_LABELS[field], value: bike[field] })),
  ];
}
