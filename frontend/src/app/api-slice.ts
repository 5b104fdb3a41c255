import { createApi } from '@reduxjs/toolkit/query/react';
import { requestBaseQuery } from './base-query';

export const TAGS = { sessions: 'Sessions', quota: 'Quota', subscription: 'Subscription' } as const;

/**
 * The one RTK Query slice; each feature injects its endpoints. The product's query defaults: data
 * is never stale (only a tag invalidation or an explicit refetch fetches again), no refetch on
 * focus or reconnect, no retries (the base query has no retry wrapper).
 */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: requestBaseQuery,
  tagTypes: Object.values(TAGS),
  endpoints: () => ({}),
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
});
