import type {
  CancelSubscriptionResponse,
  CreateSubscriptionRequest,
  CreateSubscriptionResponse,
  SubscriptionStatusResponse,
} from '@untangle/contracts';
import { apiSlice, TAGS } from '../../../app/api-slice';

export const subscriptionApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionStatus: build.query<SubscriptionStatusResponse, void>({
      query: () => ({ url: '/api/subscription/status' }),
      providesTags: [TAGS.subscription],
    }),
    createSubscription: build.mutation<CreateSubscriptionResponse, void>({
      query: () => ({
        url: '/api/subscription/create',
        method: 'POST',
        body: { upgradeSource: 'manual' } satisfies CreateSubscriptionRequest,
      }),
    }),
    cancelSubscription: build.mutation<CancelSubscriptionResponse, void>({
      query: () => ({ url: '/api/subscription/cancel', method: 'POST' }),
      invalidatesTags: [TAGS.subscription, TAGS.quota],
    }),
  }),
});

export const { useGetSubscriptionStatusQuery, useCreateSubscriptionMutation, useCancelSubscriptionMutation } =
  subscriptionApi;
