import { SHIPPING_ZONES_PATH, type ShippingZone, type ShippingZoneTable } from '@shop/contract';
import { baseApi } from '@shop/shared/api';

/** The shipping zones the product pages quote from (GET /api/envios/zonas, public). */
export const shippingApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    shippingZones: build.query<ShippingZone[], void>({
      query: () => ({ url: SHIPPING_ZONES_PATH }),
      transformResponse: (answer: ShippingZoneTable) => answer.zonas,
    }),
  }),
});

export const { useShippingZonesQuery } = shippingApi;
