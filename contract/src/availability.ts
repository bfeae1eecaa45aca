import { normaliseHex } from './colour-palette';

/**
 * Whether a product can be bought now, as the owner sets it: per colour × talle offered (bicycles), once per
 * accessory. A product or a choice without data says 'Consultá disponibilidad' and claims nothing, to shoppers
 * or to search engines.
 */
export const AVAILABILITY_STATES = ['en_stock', 'pocas_unidades', 'a_pedido', 'sin_stock'] as const;

export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

/** One availability: 'A pedido' says in how many days (`dias`); the other states carry null. */
export interface Disponibilidad {
  estado: AvailabilityState;
  dias: number | null;
}

/**
 * A bicycle's availability in one of its colours (hex, as color1..color4) and talles (as its `talle` list), at one
 * of the shop's stores (`tienda`: a location's `id` in the site config).
 */
export interface DisponibilidadCombinacion extends Disponibilidad {
  color: string;
  talle: string;
  tienda: string;
}

/** How a store's id is written ('casa-central'): lower-case words joined by '-'. */
export const STORE_ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** The most days 'A pedido' may say. */
export const MAX_ORDER_DAYS = 365;

/** What shoppers read when there is no data for a product or a choice. */
export const UNKNOWN_AVAILABILITY = 'Consultá disponibilidad';

/** The states shoppers read as 'Disponible ahora' (the catalogues' filter): they can take it home this week. */
export const AVAILABLE_NOW: readonly AvailabilityState[] = ['en_stock', 'pocas_unidades'];

/** The owner's names for the states, as the admin's controls offer them. */
export const AVAILABILITY_NAMES: Readonly<Record<AvailabilityState, string>> = {
  en_stock: 'En stock',
  pocas_unidades: 'Pocas unidades',
  a_pedido: 'A pedido',
  sin_stock: 'Sin stock',
};

/**
 * schema.org's `availability` for each state. 'A pedido' is BackOrder, not PreOrder: the shop orders the bicycle
 * for the shopper from its supplier (it exists and ships in N days); PreOrder is for products not yet released.
 */
export const SCHEMA_ORG_AVAILABILITY: Readonly<Record<AvailabilityState, string>> = {
  en_stock: 'https://schema.org/InStock',
  pocas_unidades: 'https://schema.org/LimitedAvailability',
  a_pedido: 'https://schema.org/BackOrder',
  sin_stock: 'https://schema.org/OutOfStock',
};

/** 'En stock', 'A pedido (10 días)'... or 'Consultá disponibilidad' without data. */
export function availabilityLabel(availability: Disponibilidad | null): string {
  if (availability === null) return UNKNOWN_AVAILABILITY;
  if (availability.estado !== 'a_pedido' || availability.dias === null) return AVAILABILITY_NAMES[availability.estado];
  return `A pedido (${availability.dias} ${availability.dias === 1 ? 'día' : 'días'})`;
}

/** What `availabilityLabel` wrote, read back ('a pedido (3 días)' too); undefined for any other text. */
export function availabilityFromLabel(label: string): Disponibilidad | null | undefined {
  const text = label.trim().toLowerCase();
  if (text === '' || text === UNKNOWN_AVAILABILITY.toLowerCase()) return null;
  const onOrder = /^a pedido \((\d+) d[ií]as?\)$/.exec(text);
  if (onOrder) return { estado: 'a_pedido', dias: Number(onOrder[1]) };
  const estado = AVAILABILITY_STATES.find((state) => AVAILABILITY_NAMES[state].toLowerCase() === text);
  return estado && { estado, dias: null };
}

/** Sizes compare without case or spaces: 'xl' is 'XL', '20.5 "' is '20.5"'. */
export function sameSize(a: string, b: string): boolean {
  const plain = (size: string) => size.replace(/\s+/g, '').toLowerCase();
  return plain(a) === plain(b);
}

/** Lower is sooner: in stock, few left, on order (fewer days first), out of stock. */
function rank({ estado, dias }: Disponibilidad): number {
  return AVAILABILITY_STATES.indexOf(estado) * (MAX_ORDER_DAYS + 1) + (dias ?? 0);
}

/** What a shopper has picked; a part not picked (null) takes any value. */
export interface AvailabilityChoice {
  color?: string | null;
  talle?: string | null;
  tienda?: string | null;
}

/**
 * The availability of a choice of colour, talle and store among a bicycle's combinations: the soonest of those
 * that match it (a colour without a talle is available when one of its talles is, in any store when no store is
 * chosen), or null when none has data.
 */
export function choiceAvailability(
  combinations: readonly DisponibilidadCombinacion[],
  { color = null, talle = null, tienda = null }: AvailabilityChoice,
): Disponibilidad | null {
  const matching = combinations.filter(
    (combination) =>
      (color === null || normaliseHex(combination.color) === normaliseHex(color)) &&
      (talle === null || sameSize(combination.talle, talle)) &&
      (tienda === null || combination.tienda === tienda),
  );
  const soonest = matching.reduce<DisponibilidadCombinacion | null>(
    (best, combination) => (best === null || rank(combination) < rank(best) ? combination : best),
    null,
  );
  return soonest && { estado: soonest.estado, dias: soonest.dias };
}

/** The sizes a bicycle comes in: its `talle` is a comma-separated list ('S, M, L'), each once. */
export function offeredSizes(talle: string | null): string[] {
  const sizes = (talle ?? '')
    .split(',')
    .map((size) => size.trim())
    .filter(Boolean);
  return [...new Set(sizes)];
}

/**
 * The colours and talles a bicycle's availability is set for: those it is offered in, or one unnamed ('') where
 * it names none (a bicycle without talles has one availability per colour).
 */
export function availabilityAxes(colours: readonly string[], sizes: readonly string[]) {
  return { colours: colours.length ? [...colours] : [''], talles: sizes.length ? [...sizes] : [''] };
}

/** A store as the pages name it: its `id` and `title` in the site config's locations. */
export interface StoreName {
  id: string;
  title: string;
}

/** One store's availability of a choice (null: 'Consultá disponibilidad'). */
export interface StoreAvailability {
  store: StoreName;
  availability: Disponibilidad | null;
}

/** A choice of colour and talle at each of the shop's stores, in the stores' order. */
export function storeAvailabilities(
  combinations: readonly DisponibilidadCombinacion[],
  stores: readonly StoreName[],
  choice: Omit<AvailabilityChoice, 'tienda'>,
): StoreAvailability[] {
  return stores.map((store) => ({
    store: { id: store.id, title: store.title },
    availability: choiceAvailability(combinations, { ...choice, tienda: store.id }),
  }));
}

/** The soonest availability of a choice among some stores, and the stores that have it (none without data). */
export function soonestAtStores(
  combinations: readonly DisponibilidadCombinacion[],
  stores: readonly StoreName[],
  choice: Omit<AvailabilityChoice, 'tienda'>,
): { availability: Disponibilidad | null; stores: StoreName[] } {
  const atStores = storeAvailabilities(combinations, stores, choice);
  const soonest = atStores.reduce<Disponibilidad | null>(
    (best, { availability }) =>
      availability && (best === null || rank(availability) < rank(best)) ? availability : best,
    null,
  );
  const having = atStores.filter(({ availability }) => soonest && availability && rank(availability) === rank(soonest));
  return { availability: soonest, stores: having.map(({ store }) => store) };
}
