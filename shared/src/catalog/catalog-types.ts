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
export { BIKE_COLOUR_FIELDS, BIKE_SPEC_FIELDS, BIKE_SPEC_LABELS } from '@shop/contract';
