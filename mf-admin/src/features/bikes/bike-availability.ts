import {
  availabilityAxes,
  colourName,
  offeredSizes,
  presentColours,
  type DisponibilidadCombinacion,
} from '@shop/contract';
import { siteConfig } from '@shop/shared/config';
import {
  availabilityOf,
  cellFrom,
  NO_AVAILABILITY,
  type AvailabilityCell,
} from '../../common/availability/availability-cell';

/** The grid's cells by colour, talle and store; a cell never touched is 'Sin datos'. */
export type AvailabilityCells = Readonly<Record<string, AvailabilityCell>>;

/** What the grid needs of the form: the colours shown and the talle list. */
export interface OfferedChoices {
  colours: readonly string[];
  talle: string;
}

/** One cell of the grid: a colour (hex, '' for none), a talle ('' for none) and a store (its `id`). */
export interface CellPlace {
  colour: string;
  talle: string;
  store: string;
}

/** The stores the grid is kept for: the site config's locations, in their order. */
export const GRID_STORES = siteConfig.locations.map(({ id, title }) => ({ id, title }));

export function cellKey({ colour, talle, store }: CellPlace): string {
  return JSON.stringify([colour, talle, store]);
}

export function cellAt(cells: AvailabilityCells, place: CellPlace): AvailabilityCell {
  return cells[cellKey(place)] ?? NO_AVAILABILITY;
}

/** A column's or row's name: the colour's or talle's, or what the whole axis is when the bicycle names none. */
export function colourLabel(colour: string): string {
  return colour ? colourName(colour) : 'Todos los colores';
}
export function talleLabel(talle: string): string {
  return talle ? `Talle ${talle}` : 'Todos los talles';
}

/** A control's subject in its accessible names: 'Rojo, talle M, Casa central'. */
export function cellSubject({ colour, talle, store }: CellPlace): string {
  const storeTitle = GRID_STORES.find(({ id }) => id === store)?.title ?? store;
  return `${colourLabel(colour)}, ${talle ? `talle ${talle}` : 'todos los talles'}, ${storeTitle}`;
}

/** The grid's rows (talles) and columns (colours), as the form offers them now. */
export function gridAxes({ colours, talle }: OfferedChoices) {
  return availabilityAxes(presentColours(colours), offeredSizes(talle));
}

export function cellsFromRecord(combinations: readonly DisponibilidadCombinacion[] | undefined): AvailabilityCells {
  return Object.fromEntries(
    (combinations ?? []).map((combination) => [
      cellKey({ colour: combination.color, talle: combination.talle, store: combination.tienda }),
      cellFrom(combination),
    ]),
  );
}

/** The cells of the colours and talles offered now at each store, store by store. */
export function offeredCells(cells: AvailabilityCells, offered: OfferedChoices) {
  const { colours, talles } = gridAxes(offered);
  return GRID_STORES.flatMap(({ id: store }) =>
    colours.flatMap((colour) =>
      talles.map((talle) => ({ colour, talle, store, cell: cellAt(cells, { colour, talle, store }) })),
    ),
  );
}

/** The offered cells as the API takes them: those without data are left out. */
export function availabilityBody(cells: AvailabilityCells, offered: OfferedChoices): DisponibilidadCombinacion[] {
  return offeredCells(cells, offered).flatMap(({ colour, talle, store, cell }) => {
    const availability = availabilityOf(cell);
    return availability ? [{ color: colour, talle, tienda: store, ...availability }] : [];
  });
}
