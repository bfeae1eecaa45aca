import { siteConfig, type SiteConfig } from '@shop/shared/config';
import { formatNumber } from './number-format';

/** 15000 → "$ 15.000" (es-AR). */
export function formatPrice(amount: number): string {
  return `$ ${formatNumber(amount)}`;
}

/** What a shopper reads where a price goes: '$ 1.250.000', or 'Consultá precio' when there is none. */
export function productPrice(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? 'Consultá precio' : formatPrice(amount);
}

/** The price without the national indirect taxes it includes (IVA and internal taxes), rounded to the peso. */
export function priceWithoutNationalTaxes(
  amount: number,
  category: string,
  taxes: SiteConfig['nationalTaxes'] = siteConfig.nationalTaxes,
): number {
  const { byCategory, ...defaults } = taxes;
  const { ivaPercent, internalPercent } = byCategory[category.toLowerCase()] ?? defaults;
  return Math.round(amount / (1 + (ivaPercent + internalPercent) / 100));
}

/** The line Ley 27.743 asks for beside a price, from the price without those taxes. */
export function taxFreePriceText(taxFree: number): string {
  return `Precio sin impuestos nacionales: ${formatPrice(taxFree)}`;
}

/** 'Precio sin impuestos nacionales: $ 1.033.058' for a product's price; null without one. */
export function nationalTaxesText(amount: number | null | undefined, category: string): string | null {
  if (amount === null || amount === undefined) return null;
  return taxFreePriceText(priceWithoutNationalTaxes(amount, category));
}
