import type { BikeSpecField } from '@shop/contract';

export type {
  AccesorioListItem,
  Accesorio,
  BicicletaListItem,
  Bicicleta,
  BikeColourField,
  BikeSpecField,
  Imagen,
  ImagenPrincipal,
  Paged,
  ProductRecord,
} from '@shop/contract';
export { BIKE_COLOUR_FIELDS, BIKE_SPEC_FIELDS } from '@shop/contract';

/** How each spec is named to shoppers and in the admin form. */
export const BIKE_SPEC_LABELS: Readonly<Record<BikeSpecField, string>> = {
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
