import { type AvailabilityState, type Disponibilidad, MAX_ORDER_DAYS } from '@shop/contract';
import type { FieldErrors } from '../catalog-form/catalog-form-kind';

/** One availability as the form holds it: no state for 'Sin datos', the days as typed. */
export interface AvailabilityCell {
  estado: AvailabilityState | '';
  dias: string;
}

export const NO_AVAILABILITY: AvailabilityCell = { estado: '', dias: '' };

/** The error of the availability controls: one message for the grid, under its title. */
export const DAYS_ERROR = `Indicá en cuántos días llega lo que está «A pedido» (de 1 a ${MAX_ORDER_DAYS}).`;

export function cellFrom(availability: Disponibilidad | null): AvailabilityCell {
  return availability
    ? { estado: availability.estado, dias: availability.dias === null ? '' : String(availability.dias) }
    : NO_AVAILABILITY;
}

/** 'A pedido' waits a whole number of days within the API's range. */
function validDays(text: string): number | null {
  const days = Number(text.trim());
  return /^\d+$/.test(text.trim()) && days >= 1 && days <= MAX_ORDER_DAYS ? days : null;
}

/** The availability a cell sends, or null for 'Sin datos'; an 'A pedido' without valid days sends none. */
export function availabilityOf(cell: AvailabilityCell): Disponibilidad | null {
  if (cell.estado === '') return null;
  if (cell.estado !== 'a_pedido') return { estado: cell.estado, dias: null };
  const days = validDays(cell.dias);
  return days === null ? null : { estado: 'a_pedido', dias: days };
}

/** 'A pedido' without valid days. */
export function missingDays(cell: AvailabilityCell): boolean {
  return cell.estado === 'a_pedido' && validDays(cell.dias) === null;
}

/** `disponibilidad` refused when one of the cells is 'A pedido' without valid days. */
export function validateCells(cells: readonly AvailabilityCell[]): FieldErrors {
  return cells.some(missingDays) ? { disponibilidad: DAYS_ERROR } : {};
}
