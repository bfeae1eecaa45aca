import type { ShippingZone } from '@shop/contract';

/** A zone as its row's fields hold it: the numbers as typed. */
export type ZoneRow = Record<keyof ShippingZone, string>;

export const ZONE_COLUMNS: readonly { field: keyof ShippingZone; label: string }[] = [
  { field: 'nombre', label: 'Zona' },
  { field: 'cp_desde', label: 'CP desde' },
  { field: 'cp_hasta', label: 'CP hasta' },
  { field: 'costo', label: 'Costo ($)' },
  { field: 'dias', label: 'Días hábiles' },
];

export const EMPTY_ROW: ZoneRow = { nombre: '', cp_desde: '', cp_hasta: '', costo: '', dias: '' };

export function toRow(zone: ShippingZone): ZoneRow {
  return {
    nombre: zone.nombre,
    cp_desde: String(zone.cp_desde),
    cp_hasta: String(zone.cp_hasta),
    costo: String(zone.costo),
    dias: String(zone.dias),
  };
}

/** A typed number; blank or not a number reads as NaN, which the contract's check refuses. */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

export function toZone(row: ZoneRow): ShippingZone {
  return {
    nombre: row.nombre,
    cp_desde: typedNumber(row.cp_desde),
    cp_hasta: typedNumber(row.cp_hasta),
    costo: typedNumber(row.costo),
    dias: typedNumber(row.dias),
  };
}
