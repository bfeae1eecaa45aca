// What other features may use of the catalogue: its two kinds and what a suggestion lists of an item.
export { ACCESSORIES, BIKES } from './catalog-kinds';
export { principalImageOf } from './catalog-list';
export { escapeLike } from './catalog-query';
export { ImagenPrincipalSchema } from './catalog-schemas';
