import type { HomeBanner } from '@shop/contract';
import { baseApi } from './base-api';
import { LIST_ID } from './tags';

const MAX_SECONDARY_HEROES = 3;

/** By sort_order (missing last), then slot; at most three. */
function orderSecondaryHeroes(tiles: readonly HomeBanner[]): HomeBanner[] {
  return [...tiles]
    .sort(
      (a, b) =>
        (a.sort_order ?? Number.MAX_SAFE_INTEGER) - (b.sort_order ?? Number.MAX_SAFE_INTEGER) || a.slot - b.slot,
    )
    .slice(0, MAX_SECONDARY_HEROES);
}

/**
 * The home's secondary banners, read by the home and by the admin's editor alike: the answer is public (no token,
 * so shared caches may keep it). The editor reads it fresh with `refetchOnMountOrArgChange`, and a save invalidates
 * the `Banner` list tag, which refetches it wherever it is shown.
 */
export const homeBannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    homeSecondaryHeroes: build.query<HomeBanner[], void>({
      query: () => '/api/home/secondary-heroes',
      transformResponse: (answer: unknown) => (Array.isArray(answer) ? orderSecondaryHeroes(answer) : []),
      providesTags: [{ type: 'Banner', id: LIST_ID }],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useHomeSecondaryHeroesQuery } = homeBannersApi;
