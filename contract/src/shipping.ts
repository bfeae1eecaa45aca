/**
 * Shipping quotes by Argentine postcode (código postal). The owner keeps a table of zones, each a range of 4-digit
 * postcodes with a cost in pesos and the days it takes; a postcode falls in at most one zone (ranges never overlap).
 * Pick-up is free, and offered at each store.
 */
export const SHIPPING_ZONES_PATH = '/api/envios/zonas';

/** The query field of the product pages' 'Calcular envío' form, and where the last postcode is remembered. */
export const POSTCODE_FIELD = 'cp';

export const SHIPPING_TEXT = {
  formTitle: 'Calcular envío',
  submit: 'Calcular',
  fieldLabel: 'Código postal',
  badPostcode: 'Ingresá un código postal válido (4 dígitos, como 1425, o el CPA, como C1425ABC).',
  noZone: 'No hacemos envíos a ese código postal. Podés retirar gratis en nuestros locales.',
  pickUp: 'Retiro gratis',
} as const;

/** One zone of the table: postcodes `cp_desde` to `cp_hasta` (both included) cost `costo` pesos and take `dias`. */
export interface ShippingZone {
  nombre: string;
  cp_desde: number;
  cp_hasta: number;
  costo: number;
  dias: number;
}

export interface ShippingZoneTable {
  zonas: ShippingZone[];
}

/** Argentine postcodes: 4 digits, 1000 (CABA) to 9999; the CPA adds a province letter before and 3 letters after. */
export const POSTCODE_RANGE = { min: 1000, max: 9999 } as const;
/** `postcode`: what the field takes, the longest way to write one ('C 1425 ABC'). */
export const SHIPPING_LIMITS = { zones: 50, name: 60, cost: 10_000_000, days: 90, postcode: 10 } as const;

const POSTCODE = /^(?:[A-Z]\s?)?(\d{4})(?:\s?[A-Z]{3})?$/;

/** The 4 digits of a postcode as typed ('1425', ' c1425abc ', 'C 1425 ABC'), or null when it is not one. */
export function readPostcode(typed: string): number | null {
  const match = POSTCODE.exec(typed.trim().toUpperCase());
  if (!match?.[1]) return null;
  const digits = Number(match[1]);
  return digits >= POSTCODE_RANGE.min ? digits : null;
}

/** The zone a postcode falls in, if any. */
export function zoneFor(zones: readonly ShippingZone[], postcode: number): ShippingZone | null {
  return zones.find((zone) => zone.cp_desde <= postcode && postcode <= zone.cp_hasta) ?? null;
}

/** How long a zone's delivery takes, as the product page says it: '1 día hábil', '5 días hábiles'. */
export function shippingDays(days: number): string {
  return days === 1 ? '1 día hábil' : `${days} días hábiles`;
}

/** A refusal of the table: its message and the field at fault as the request names it ('zonas.2.cp_hasta'). */
export interface ShippingTableProblem {
  error: string;
  campo: string;
}

const wholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

function zoneProblem(zone: ShippingZone, at: string): ShippingTableProblem | null {
  const { min, max } = POSTCODE_RANGE;
  if (!zone.nombre.trim()) return { error: 'Ingresá el nombre de la zona.', campo: `${at}.nombre` };
  if (zone.nombre.length > SHIPPING_LIMITS.name)
    return { error: `El nombre admite hasta ${SHIPPING_LIMITS.name} caracteres.`, campo: `${at}.nombre` };
  for (const campo of ['cp_desde', 'cp_hasta'] as const) {
    if (!wholeIn(zone[campo], min, max))
      return { error: `El código postal debe ser un número de ${min} a ${max}.`, campo: `${at}.${campo}` };
  }
  if (zone.cp_hasta < zone.cp_desde)
    return { error: "'Hasta' no puede ser menor que 'Desde'.", campo: `${at}.cp_hasta` };
  if (!wholeIn(zone.costo, 0, SHIPPING_LIMITS.cost))
    return {
      error: `El costo debe ser un número entero de pesos, de 0 a ${SHIPPING_LIMITS.cost.toLocaleString('es-AR')}.`,
      campo: `${at}.costo`,
    };
  if (!wholeIn(zone.dias, 1, SHIPPING_LIMITS.days))
    return { error: `Los días deben ser un número entero de 1 a ${SHIPPING_LIMITS.days}.`, campo: `${at}.dias` };
  return null;
}

/** The first problem of a table the owner sends, or null: each zone's fields, then ranges that overlap. */
export function shippingTableProblem(zones: readonly ShippingZone[]): ShippingTableProblem | null {
  if (zones.length > SHIPPING_LIMITS.zones)
    return { error: `La tabla admite hasta ${SHIPPING_LIMITS.zones} zonas.`, campo: 'zonas' };
  for (const [index, zone] of zones.entries()) {
    const problem = zoneProblem(zone, `zonas.${index}`);
    if (problem) return problem;
  }
  for (const [index, zone] of zones.entries()) {
    const other = zones.findIndex(
      (earlier, at) => at < index && earlier.cp_desde <= zone.cp_hasta && zone.cp_desde <= earlier.cp_hasta,
    );
    const earlier = zones[other];
    if (earlier)
      return {
        error: `El rango de '${zone.nombre}' se superpone con el de '${earlier.nombre}'.`,
        campo: `zonas.${index}.cp_desde`,
      };
  }
  return null;
}
