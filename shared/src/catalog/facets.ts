import type { FacetCounts, ListAnswer } from '@shop/contract';
import { slugify } from '@shop/shared/domain';
import type { FilterOption } from './filter-option';

export type { FacetCounts, ListFacets } from '@shop/contract';

export type FacetedPage<Item> = ListAnswer<Item>;

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
  // By slug (case and accents aside), not localeCompare: the first collator a page builds costs tens of
  // ms of ICU data loading during hydration.
  const brands = [...byKey.values()]
    .map((brand) => ({ brand, slug: slugify(brand) }))
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
    .map(({ brand }) => brand);
  return {
    options: brands.map((brand) => ({ value: brand, label: brand })),
    selected: chosen.map((brand) => byKey.get(brand.toLowerCase()) ?? brand),
    counts: Object.fromEntries(brands.map((brand) => [brand, counts?.[brand] ?? 0])),
  };
}
