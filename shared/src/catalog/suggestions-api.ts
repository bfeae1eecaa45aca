import { baseApi, LIST_ID } from '@shop/shared/api';
import type { Suggestion } from '@shop/contract';

export type { Suggestion } from '@shop/contract';

/** The API answers nothing shorter. */
export const SUGGESTION_MIN_LENGTH = 2;

export const suggestionsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    catalogSuggestions: build.query<Suggestion[], string>({
      query: (q) => ({ url: '/api/sugerencias', params: { q } }),
      transformResponse: (answer: { items: Suggestion[] }) => answer.items,
      providesTags: [
        { type: 'Bicicleta', id: LIST_ID },
        { type: 'Accesorio', id: LIST_ID },
      ],
    }),
  }),
});

export const { useCatalogSuggestionsQuery } = suggestionsApi;
