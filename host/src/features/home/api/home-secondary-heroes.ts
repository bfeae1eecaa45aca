import { baseApi, LIST_ID } from '@shop/shared/api';
import type { HomeBanner } from '@shop/shared/ui';

export const MAX_SECONDARY_HEROES = 3;

/** By sort_order (missing last), then slot; at most three. */
export function orderSecondaryHeroes(tiles: readonly HomeBanner[]): HomeBanner[] {
  return [...tiles]
    .sort(
      (a, b) =>
        (a.sort_order ?? Number.MAX_SAFE_INTEGER) - (b.sort_order ?? Number.MAX_SAFE_INTEGER) || a.slot - b.slot,
    )
    .slice(0, MAX_SECONDARY_HEROES);
}

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    homeSecondaryHeroes: build.query<HomeBanner[], void>({
      query: () => '/api/home/secondary-heroes',
      transformResponse: (answer: unknown) => (Array.isArray(answer) ? orderSecondaryHeroes(answer) : []),
      providesTags: [{ type: 'Banner', id: LIST_ID }],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useHomeSecondaryHeroesQuery } = homeApi;
