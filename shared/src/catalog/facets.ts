import type { FacetCounts, ListAnswer } from '@shop/contract';
import { slugify } from '@shop/shared/domain';
import type { FilterOption } from './checkbox-group';

export type { FacetCounts, ListFacets } from '@shop/contract';

export type FacetedPage<Item> = ListAnswer<Item>;

/**
 * Case and accents aside, by slug: `localeCompare` would build the page's first collator, tens of ms
 * of ICU data loading during hydration.
 */
function alphabetically(a: string, b: string): number {
  const [left, right] = [slugify(a), slugify(b)];
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * The brands to offer: those the counts name, plus chosen ones they lack (kept, with 0, so they can be
 * unticked), in alphabetical order; `selected` comes back in the options' own spelling.
 */
export function brandChoices(
  counts: FacetCounts | undefined,
  chosen: readonly string[],
): { options: FilterOption[]; selected: string[]; counts: FacetCounts } {
  const byKey = new Map(Object.keys(counts ?? {}).map((brand) => [brand.toLowerCase(), brand]));
  for (const brand of chosen) if (!byKey.has(brand.toLowerCase())) byKey.set(brand.toLowerCase(), brand);
  const brands = [...byKey.values()].sort(alphabetically);
  return {
    options: brands.map((brand) => ({ value: brand, label: brand })),
    selected: chosen.map((brand) => byKey.get(brand.toLowerCase()) ?? brand),
    counts: Object.fromEntries(brands.map((brand) => [brand, counts?.[brand] ?? 0])),
  };
}
