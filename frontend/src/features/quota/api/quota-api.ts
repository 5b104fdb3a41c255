import type { QuotaStatusResponse } from '@untangle/contracts';
import { apiSlice, TAGS } from '../../../app/api-slice';

export const quotaApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getQuotaStatus: build.query<QuotaStatusResponse, void>({
      query: () => ({ url: '/api/quota/status' }),
      providesTags: [TAGS.quota],
    }),
  }),
});

export const { useGetQuotaStatusQuery } = quotaApi;
