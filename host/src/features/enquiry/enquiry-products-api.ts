import type { Accesorio, Bicicleta, ProductType } from '@shop/contract';
import { baseApi } from '@shop/shared/api';
import type { EnquiryLine } from '@shop/shared/enquiry';

const API_PATH: Readonly<Record<ProductType, string>> = { bicicleta: '/api/bicicletas', accesorio: '/api/accesorios' };
const TAG = { bicicleta: 'Bicicleta', accesorio: 'Accesorio' } as const;

/** A line's product as the shop shows it today: its name and price may have changed since it was added. */
export const enquiryProductsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    enquiryProduct: build.query<Bicicleta | Accesorio, Pick<EnquiryLine, 'type' | 'id'>>({
      query: ({ type, id }) => `${API_PATH[type]}/${id}`,
      providesTags: (_result, _error, { type, id }) => [{ type: TAG[type], id }],
    }),
  }),
});

export const { useEnquiryProductQuery } = enquiryProductsApi;
