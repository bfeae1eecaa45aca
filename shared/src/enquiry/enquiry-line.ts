import type { ProductType } from '@shop/contract';

/** One line of a shopper's enquiry list: a product, the choice made on its page and how many. */
export interface EnquiryLine {
  type: ProductType;
  id: number;
  /** The name and unit price when it was added: shown if the product has gone since. */
  nombre: string;
  precio: number | null;
  /** The product's own cash or transfer discount (whole percent); null or left out: the site's. */
  descuento_efectivo?: number | null;
  /** Its category, for the national taxes its price includes (lines kept before it was recorded have none). */
  categoria?: string;
  color?: string;
  talle?: string;
  cantidad: number;
  /** The availability of the choice as the shop last gave it ('En stock'); none without data. */
  disponibilidad?: string;
  /** Deleted or hidden since it was added: the list shows it as such and leaves it out of the message. */
  gone?: boolean;
}

/** A product as its enquiry line names it, at the price that applies now; the choice and quantity are added. */
export function productLine(
  type: ProductType,
  product: { id: number; nombre: string; categoria: string; descuento_efectivo?: number | null },
  precio: number | null,
): Pick<EnquiryLine, 'type' | 'id' | 'nombre' | 'precio' | 'descuento_efectivo' | 'categoria'> {
  const { id, nombre, categoria, descuento_efectivo } = product;
  return { type, id, nombre, precio, descuento_efectivo, categoria };
}

/** The page that lists the enquiry. */
export const ENQUIRY_PATH = '/mi-consulta';

/** The most of one product and choice a line holds, and the most lines a list keeps. */
export const MAX_QUANTITY = 99;
export const MAX_LINES = 30;

/** The same product with the same colour and talle is one line. */
export function lineKey({ type, id, color, talle }: Pick<EnquiryLine, 'type' | 'id' | 'color' | 'talle'>): string {
  return [type, id, color ?? '', talle ?? ''].join(':');
}

export function clampQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(quantity))) : 1;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const optionalText = (value: unknown): value is string | undefined => value === undefined || typeof value === 'string';

/** A line read back from storage, or null when it is not one (an old format, or edited by hand). */
export function parseLine(value: unknown): EnquiryLine | null {
  if (!isRecord(value)) return null;
  const { type, id, nombre, precio, descuento_efectivo, categoria, color, talle, cantidad, disponibilidad, gone } =
    value;
  if (type !== 'bicicleta' && type !== 'accesorio') return null;
  if (!Number.isSafeInteger(id) || typeof nombre !== 'string' || typeof cantidad !== 'number') return null;
  if (precio !== null && typeof precio !== 'number') return null;
  const ownDiscount = typeof descuento_efectivo === 'number';
  if (!ownDiscount && descuento_efectivo !== undefined && descuento_efectivo !== null) return null;
  if (!optionalText(categoria) || !optionalText(color) || !optionalText(talle) || !optionalText(disponibilidad))
    return null;
  return {
    type,
    id: id as number,
    nombre,
    precio,
    ...(ownDiscount ? { descuento_efectivo } : {}),
    ...(categoria ? { categoria } : {}),
    ...(color ? { color } : {}),
    ...(talle ? { talle } : {}),
    cantidad: clampQuantity(cantidad),
    ...(disponibilidad ? { disponibilidad } : {}),
    ...(gone === true ? { gone } : {}),
  };
}
