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

/**
 * What a product costs in cash or by bank transfer: the product's own discount (`descuento_efectivo`), else the
 * site's, rounded to the peso.
 */
export function cashPrice(
  amount: number,
  ownPercent: number | null | undefined,
  sitePercent: number = siteConfig.cashDiscountPercent,
): number {
  // Whole pesos times whole percents stay exact before the one division.
  return Math.round((amount * (100 - (ownPercent ?? sitePercent))) / 100);
}

/** '$ 1.125.000 en efectivo o transferencia'; null without a price, or when neither the product nor the site discounts. */
export function cashPriceText(
  amount: number | null | undefined,
  ownPercent: number | null | undefined,
  sitePercent: number = siteConfig.cashDiscountPercent,
): string | null {
  if (amount === null || amount === undefined || (ownPercent ?? sitePercent) === 0) return null;
  return `${formatPrice(cashPrice(amount, ownPercent, sitePercent))} en efectivo o transferencia`;
}
