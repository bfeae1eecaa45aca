/**
 * The longest text and the highest number each stored field takes. The API's body schemas refuse more, and the admin's
 * inputs (`maxLength`, the price check) stop there first, so the owner never meets a refusal the form could have told.
 */
const SPEC_LIMIT = 300;

export const CATALOG_TEXT_LIMITS = {
  nombre: 200,
  detalle: 5000,
  categoria: 60,
  marca: 120,
  modelo: 120,
  origen_pais: 80,
  material: 120,
  /** Each of a bicycle's specs (cuadro, horquilla…). */
  spec: SPEC_LIMIT,
  /** A size an availability or an event names: one of those the bicycle's talle spec lists, so no longer than it. */
  talle: SPEC_LIMIT,
  /** A colour as sent ('#1d4ed8', or with an 'ff' alpha). */
  colour: 9,
  /** A store's id ('casa-central'), as the site config's locations name them. */
  tienda: 40,
} as const;

/** An image's description (alt text). */
export const IMAGE_ALT_LIMIT = 300;

/** The longest address an image or a link is stored with. */
export const ADDRESS_LIMIT = 500;

/** The texts of a home banner tile. */
export const BANNER_TEXT_LIMITS = {
  title_top: 120,
  title_bottom: 120,
  tagline_en: 200,
  tagline_sub: 300,
  cta_text: 60,
  cta_url: ADDRESS_LIMIT,
} as const;

/** The highest price in whole pesos of each catalogue: bicycles keep theirs in an integer column. */
export const MAX_PRICE = { bicicletas: 2_000_000_000, accesorios: 100_000_000 } as const;

/** The highest weight (g) or size (mm) of an accessory. */
export const MAX_MEASURE = 100_000_000;
