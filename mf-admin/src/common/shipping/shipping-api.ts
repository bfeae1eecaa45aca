import { SHIPPING_ZONES_PATH, type ShippingZone, type ShippingZoneTable } from '@shop/contract';
import { baseApi } from '@shop/shared/api';

/** The shipping zone table (GET public, PUT admin only at /api/envios/zonas). */
export const shippingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminShippingZones: build.query<ShippingZoneTable, void>({
      query: () => ({ url: SHIPPING_ZONES_PATH }),
    }),
    adminSaveShippingZones: build.mutation<ShippingZoneTable, ShippingZone[]>({
      query: (zonas) => ({ url: SHIPPING_ZONES_PATH, method: 'PUT', body: { zonas } }),
      extraOptions: { auth: true },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAdminShippingZonesQuery, useAdminSaveShippingZonesMutation } = shippingApi;
