import { type Arrepentimiento, type RevocationList, type RevocationState, REVOCATIONS_PATH } from '@shop/contract';
import { baseApi, LIST_ID } from '@shop/shared/api';

const auth = { auth: true } as const;
const LIST_TAG = { type: 'Arrepentimiento', id: LIST_ID } as const;

/** The revocation requests (GET/PUT /api/arrepentimientos), admin only. */
export const revocationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminRevocations: build.query<RevocationList, RevocationState | undefined>({
      query: (estado) => ({ url: REVOCATIONS_PATH, params: estado ? { estado } : undefined }),
      extraOptions: auth,
      providesTags: [LIST_TAG],
    }),
    adminRevocationState: build.mutation<Arrepentimiento, { id: number; estado: RevocationState }>({
      query: ({ id, estado }) => ({ url: `${REVOCATIONS_PATH}/${id}`, method: 'PUT', body: { estado } }),
      extraOptions: auth,
      invalidatesTags: [LIST_TAG],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useAdminRevocationsQuery, useAdminRevocationStateMutation } = revocationsApi;
