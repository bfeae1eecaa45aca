import { PRODUCT_PAGE_PREFIX, productPath, type ProductType } from '@shop/contract';
import { siteConfig } from '@shop/shared/config';
import { cashPriceText, chatLink, formatPrice, priceWithoutNationalTaxes } from '@shop/shared/domain';
import type { EnquiryLine } from '@shop/shared/enquiry';

/**
 * The longest chat link the list aims for: a long list's links shorten to get under it (the address is
 * what may be cut on the way, by a share sheet or a proxy, not the chat's message). An item is never left
 * out for it, so a list of very long names may still pass it.
 */
export const MAX_CHAT_LINK_LENGTH = 4000;

const SUBJECT: Readonly<Record<ProductType, string>> = { bicicleta: 'Bicicleta', accesorio: 'Accesorio' };

type LinkStyle = 'page' | 'id' | 'none';

function lineLink(line: EnquiryLine, style: LinkStyle): string {
  if (style === 'none') return '';
  // '/bici/15' leads to the product's page as well: the site sends it on to the full address.
  const path = style === 'page' ? productPath(line.type, line) : `${PRODUCT_PAGE_PREFIX[line.type]}/${line.id}`;
  return ` ${siteConfig.siteUrl}${path}`;
}

/** '2 × Bicicleta "Trail Andino", color Rojo, talle M: $ 1.200.000 c/u ($ 1.080.000 en efectivo o transferencia).' */
function lineText(line: EnquiryLine, style: LinkStyle): string {
  const choice = [
    line.color && `color ${line.color}`,
    line.talle && `talle ${line.talle}`,
    line.disponibilidad && `figura "${line.disponibilidad}"`,
  ].filter(Boolean);
  const named = [`${line.cantidad} × ${SUBJECT[line.type]} "${line.nombre.trim() || 'sin nombre'}"`, ...choice].join(
    ', ',
  );
  const cash = cashPriceText(line.precio, line.descuento_efectivo);
  const price =
    line.precio === null
      ? 'consultar precio'
      : `${formatPrice(line.precio)}${line.cantidad > 1 ? ' c/u' : ''}${cash ? ` (${cash})` : ''}`;
  return `- ${named}: ${price}.${lineLink(line, style)}`;
}

/** The total of the priced lines, or null when none has a price. */
export function enquiryTotal(lines: readonly EnquiryLine[]): number | null {
  const priced = lines.filter((line) => line.precio !== null);
  return priced.length ? priced.reduce((total, line) => total + (line.precio ?? 0) * line.cantidad, 0) : null;
}

/** The total without the national taxes each line's price includes. */
export function enquiryTotalWithoutTaxes(lines: readonly EnquiryLine[]): number {
  return lines.reduce(
    (total, line) =>
      total + (line.precio === null ? 0 : priceWithoutNationalTaxes(line.precio, line.categoria ?? '') * line.cantidad),
    0,
  );
}

function totalText(lines: readonly EnquiryLine[]): string {
  const total = enquiryTotal(lines);
  if (total === null) return '';
  const unpriced = lines.some((line) => line.precio === null);
  return `\nTotal: ${formatPrice(total)}${unpriced ? ' (sin los productos a consultar precio)' : ''}`;
}

function message(lines: readonly EnquiryLine[], style: LinkStyle): string {
  const intro = 'Hola! Quiero consultar por estos productos:';
  return [intro, ...lines.map((line) => lineText(line, style))].join('\n') + totalText(lines);
}

/**
 * The one chat message of the whole list: a line per item with its colour, talle, quantity and price, then
 * the total. When its link would be too long, the product links shorten, then go; the items always stay.
 */
export function enquiryMessage(lines: readonly EnquiryLine[]): string {
  const styles: LinkStyle[] = ['page', 'id'];
  const fitting = styles.find((style) => chatLink(message(lines, style)).length <= MAX_CHAT_LINK_LENGTH);
  return message(lines, fitting ?? 'none');
}
