import { IDEMPOTENCY_KEY_HEADER, type DeleteAccountResponse, type MeResponse } from '@untangle/contracts';
import { apiSlice } from '../../../app/api-slice';

export const accountApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<MeResponse, void>({ query: () => ({ url: '/api/me' }) }),
    deleteAccount: build.mutation<DeleteAccountResponse, { idempotencyKey: string }>({
      query: ({ idempotencyKey }) => ({
        url: '/api/me',
        method: 'DELETE',
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    }),
  }),
});

export const { useGetMeQuery, useDeleteAccountMutation } = accountApi;
