import { metaDescription, type Bicicleta, type SpecRow } from '@shop/shared/catalog';
import { sizeOptions } from './bike-choice';

/** The key facts shown as tiles beside the gallery. */
export function bikeTiles(bike: Bicicleta): SpecRow[] {
  return [
    { label: 'Marca', value: bike.marca },
    { label: 'Modelo', value: bike.modelo },
    { label: 'Rodado', value: bike.rodado },
    { label: 'Talle', value: sizeOptions(bike).join(', ') },
    { label: 'Cuadro', value: bike.cuadro },
    { label: 'Frenos', value: bike.sistema_frenos },
  ];
}

/** The page's meta description: the bicycle's own text, else a summary of its data. */
export function bikeDescription(bike: Bicicleta): string {
  const maker = [bike.marca, bike.modelo].filter(Boolean).join(' ');
  const summary = `Bicicleta ${bike.categoria.toUpperCase()} ${bike.nombre}${maker ? ` (${maker})` : ''}. Consultanos.`;
  return metaDescription(bike.detalle, summary);
}
