import {
  availabilityAxes,
  colourName,
  offeredSizes,
  presentColours,
  type DisponibilidadCombinacion,
} from '@shop/contract';
import {
  availabilityOf,
  cellFrom,
  NO_AVAILABILITY,
  type AvailabilityCell,
} from '../../common/availability/availability-cell';

/** The grid's cells by colour and talle; a cell never touched is 'Sin datos'. */
export type AvailabilityCells = Readonly<Record<string, AvailabilityCell>>;

/** What the grid needs of the form: the colours shown and the talle list. */
export interface OfferedChoices {
  colours: readonly string[];
  talle: string;
}

export function cellKey(colour: string, talle: string): string {
  return JSON.stringify([colour, talle]);
}

export function cellAt(cells: AvailabilityCells, colour: string, talle: string): AvailabilityCell {
  return cells[cellKey(colour, talle)] ?? NO_AVAILABILITY;
}

/** A column's or row's name: the colour's or talle's, or what the whole axis is when the bicycle names none. */
export function colourLabel(colour: string): string {
  return colour ? colourName(colour) : 'Todos los colores';
}
export function talleLabel(talle: string): string {
  return talle ? `Talle ${talle}` : 'Todos los talles';
}

/** A control's subject in its accessible names: 'Rojo, talle M'. */
export function cellSubject(colour: string, talle: string): string {
  return `${colourLabel(colour)}, ${talle ? `talle ${talle}` : 'todos los talles'}`;
}

/** The grid's rows (talles) and columns (colours), as the form offers them now. */
export function gridAxes({ colours, talle }: OfferedChoices) {
  return availabilityAxes(presentColours(colours), offeredSizes(talle));
}

export function cellsFromRecord(combinations: readonly DisponibilidadCombinacion[] | undefined): AvailabilityCells {
  return Object.fromEntries(
    (combinations ?? []).map((combination) => [cellKey(combination.color, combination.talle), cellFrom(combination)]),
  );
}

/** The cells of the colours and talles offered now, as the API takes them: those without data are left out. */
export function offeredCells(cells: AvailabilityCells, offered: OfferedChoices) {
  const { colours, talles } = gridAxes(offered);
  return colours.flatMap((colour) => talles.map((talle) => ({ colour, talle, cell: cellAt(cells, colour, talle) })));
}

export function availabilityBody(cells: AvailabilityCells, offered: OfferedChoices): DisponibilidadCombinacion[] {
  return offeredCells(cells, offered).flatMap(({ colour, talle, cell }) => {
    const availability = availabilityOf(cell);
    return availability ? [{ color: colour, talle, ...availability }] : [];
  });
}
