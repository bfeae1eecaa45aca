import { metaDescription, type Bicicleta, type BikeSpecField, type SpecRow } from '@shop/shared/catalog';

const SPEC_LABELS: Record<BikeSpecField, string> = {
  talle: 'Talle',
  ruedas: 'Ruedas',
  rodado: 'Rodado',
  cuadro: 'Cuadro',
  sistema_frenos: 'Sistema de frenos',
  caja_movimiento_central: 'Caja de movimiento central',
  engranaje: 'Engranaje',
  shifter: 'Shifter',
  stem: 'Stem',
  cubiertas: 'Cubiertas',
  horquilla: 'Horquilla',
  manillar: 'Manillar',
  pinion: 'Piñón',
  descarrilador_trasero: 'Descarrilador trasero',
};

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
    ...(Object.keys(SPEC_LABELS) as BikeSpecField[]).map((field) => ({
      label: SPEC_LABELS[field],
      value: bike[field],
    })),
  ];
}

/** The page's meta description: the bicycle's own text, else a summary of its data. */
export function bikeDescription(bike: Bicicleta): string {
  const maker = [bike.marca, bike.modelo].filter(Boolean).join(' ');
  const summary = `Bicicleta ${bike.categoria.toUpperCase()} ${bike.nombre}${maker ? ` (${maker})` : ''}. Consultanos.`;
  return metaDescription(bike.detalle, summary);
}
