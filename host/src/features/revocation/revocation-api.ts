import { baseApi } from '@shop/shared/api';
import { REVOCATIONS_PATH, type RevocationInput, type RevocationReceipt } from '@shop/contract';

/** The revocation form's one call: sending a request, which answers its code. */
export const revocationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    revocationSend: build.mutation<RevocationReceipt, RevocationInput>({
      query: (body) => ({ url: REVOCATIONS_PATH, method: 'POST', body }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useRevocationSendMutation } = revocationApi;
