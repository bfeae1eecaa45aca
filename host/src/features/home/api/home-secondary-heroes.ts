import { baseApi, LIST_ID } from '@shop/shared/api';

/** One of the banners under the home hero, as the admin area saves it. */
export interface SecondaryHero {
  slot: number;
  title_top: string | null;
  title_bottom: string | null;
  tagline_en: string | null;
  tagline_sub: string | null;
  cta_text: string | null;
  cta_url: string | null;
  image_url: string | null;
  sort_order: number | null;
}

export const MAX_SECONDARY_HEROES = 3;

/** By sort_order (missing last), then slot; at most three. */
export function orderSecondaryHeroes(tiles: readonly SecondaryHero[]): SecondaryHero[] {
  return [...tiles]
    .sort(
      (a, b) =>
        (a.sort_order ?? Number.MAX_SAFE_INTEGER) - (b.sort_order ?? Number.MAX_SAFE_INTEGER) || a.slot - b.slot,
    )
    .slice(0, MAX_SECONDARY_HEROES);
}

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    homeSecondaryHeroes: build.query<SecondaryHero[], void>({
      query: () => '/api/home/secondary-heroes',
      transformResponse: (answer: unknown) => (Array.isArray(answer) ? orderSecondaryHeroes(answer) : []),
      providesTags: [{ type: 'Banner', id: LIST_ID }],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useHomeSecondaryHeroesQuery } = homeApi;
