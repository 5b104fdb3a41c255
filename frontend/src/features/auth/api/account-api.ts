import { IDEMPOTENCY_KEY_HEADER, type DeleteAccountResponse, type MeResponse } from '@untangle/contracts';
import { apiSlice } from '../../../app/api-slice';

export const accountApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MeResponse, void>({ query: () => ({ url: '/api/me' }) }),
    deleteAccount: build.mutation<DeleteAccountResponse, { requestId: string }>({
      query: ({ requestId }) => ({
        url: '/api/me',
        method: 'DELETE',
        headers: { [IDEMPOTENCY_KEY_HEADER]: requestId },
      }),
    }),
  }),
});

export const { useGetMeQuery, useDeleteAccountMutation } = accountApi;
