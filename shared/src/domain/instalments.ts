import { siteConfig, type FinancingPlan } from '@shop/shared/config';
import { formatNumber } from './number-format';
import { formatPrice } from './price';

/** One way to pay a price in instalments, with the amounts the shop charges. */
export interface InstalmentOffer {
  count: number;
  surchargePercent: number;
  /** Every instalment but the last. */
  amount: number;
  /** The last one absorbs what rounding the others to the peso left over. */
  last: number;
  /** What the shopper pays in all. */
  total: number;
}

/**
 * `total` in `count` instalments as the shop charges them: each rounded to the peso, the last one absorbing the
 * difference so that they add up to the total exactly.
 */
export function splitInstalments(total: number, count: number): { amount: number; last: number } {
  const amount = Math.round(total / count);
  return { amount, last: total - amount * (count - 1) };
}

/** Every plan `price` can be paid with, in the order the configuration lists them. */
export function instalmentOffers(price: number | null | undefined, plans: readonly FinancingPlan[]): InstalmentOffer[] {
  if (!price || price <= 0) return [];
  return plans
    .filter((plan) => price >= (plan.minPrice ?? 0))
    .flatMap((plan) =>
      plan.instalments.map((count) => {
        const total = Math.round(price * (1 + plan.surchargePercent / 100));
        return { count, surchargePercent: plan.surchargePercent, total, ...splitInstalments(total, count) };
      }),
    );
}

/**
 * The plan a card advertises: the cheapest in all (interest-free before any surcharge), and among those the one with
 * the most instalments, so the smallest amount. None when the price has no plan.
 */
export function bestInstalmentOffer(offers: readonly InstalmentOffer[]): InstalmentOffer | undefined {
  return [...offers].sort((a, b) => a.surchargePercent - b.surchargePercent || b.count - a.count)[0];
}

/**
 * '12 cuotas sin interés de $ 74.917 (la última de $ 74.913)', '3 cuotas sin interés de $ 30.000', '18 cuotas de
 * $ 62.431 con 25 % de recargo (la última de $ 62.423)': card and detail alike name the last instalment when rounding
 * makes it differ, so that the instalments a shopper reads add up to what they pay.
 */
export function instalmentText(offer: InstalmentOffer): string {
  const each = `de ${formatPrice(offer.amount)}`;
  const plan =
    offer.surchargePercent === 0
      ? `${offer.count} cuotas sin interés ${each}`
      : `${offer.count} cuotas ${each} con ${formatNumber(offer.surchargePercent)} % de recargo`;
  return offer.last === offer.amount ? plan : `${plan} (la última de ${formatPrice(offer.last)})`;
}

/** The card's line for `price` with the shop's plans, or undefined when there is none. */
export function bestInstalmentText(price: number | null | undefined): string | undefined {
  const best = bestInstalmentOffer(instalmentOffers(price, siteConfig.financing));
  return best && instalmentText(best);
}
