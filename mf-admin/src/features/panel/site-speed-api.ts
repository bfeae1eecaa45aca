import { VITALS_PATH, type VitalsAnswer, type VitalsPeriod } from '@shop/contract';
import { baseApi } from '@shop/shared/api';

/** The storefront's speed from real visits (GET /api/vitals/resumen), admin only. */
export const siteSpeedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminSiteSpeed: build.query<VitalsAnswer, VitalsPeriod>({
      query: (dias) => ({ url: `${VITALS_PATH}/resumen`, params: { dias } }),
      extraOptions: { auth: true },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAdminSiteSpeedQuery } = siteSpeedApi;
