export { ADMIN_ROLE, cleanRegisterInput, registerProblems } from './accounts';
export type { AuthAnswer, LoginInput, RegisterInput, RegisterProblems, Usuario } from './accounts';
export { ACCESSORY_CATEGORIES, accessoryCategoryFromSlug } from './accessory-categories';
export type { AccessoryCategory } from './accessory-categories';
export type { HomeBanner } from './banners';
export { BIKE_CATEGORIES, bikeCategorySlug } from './bike-categories';
export type { BikeCategory } from './bike-categories';
export { BIKE_COLOUR_FIELDS, BIKE_SPEC_FIELDS } from './catalog-records';
export type {
  Accesorio,
  AccesorioListItem,
  Bicicleta,
  BicicletaListItem,
  BikeColourField,
  BikeSpecField,
  Imagen,
  ImagenPrincipal,
  Paged,
  ProductRecord,
} from './catalog-records';
export { COLOUR_PALETTE, colourName, normaliseHex, presentColours } from './colour-palette';
export type { PaletteColour } from './colour-palette';
export {
  MAX_UPLOAD_BYTES,
  UPLOAD_LIMITS_NOTE,
  UPLOAD_NOT_AN_IMAGE,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPES,
  uploadProblem,
} from './upload-rules';
