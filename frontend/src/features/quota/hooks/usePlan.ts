import { LIMITS, planFromWire, PLANS, type QuotaStatusResponse } from '@untangle/contracts';
import { useCurrentUser } from '../../../app/hooks';
import type { ApiError } from '../../../app/request-helper';
import { useGetQuotaStatusQuery } from '../api/quota-api';

export type PlanState = 'guest' | 'loading' | 'free' | 'pro';

export interface PlanInfo {
  state: PlanState;
  isPro: boolean;
  /** The input limit of the member's plan: 500 free, 4000 Pro (free until known). */
  maxChars: number;
  quota: QuotaStatusResponse | undefined;
  /** The pricing page treats a failed status call as 'unknown' (null here). */
  error: ApiError | undefined;
  isFetching: boolean;
}

/**
 * The member's plan, from `GET /api/quota/status`: asked only when signed in and polled every
 * 30 seconds. Its wire name 'premium' means Pro (`planFromWire`); anything else is free.
 */
export function usePlan(): PlanInfo {
  const user = useCurrentUser();
  const { data, error, isLoading, isFetching } = useGetQuotaStatusQuery(undefined, {
    skip: !user,
    pollingInterval: LIMITS.quotaPollMs,
    skipPollingIfUnfocused: false,
  });
  const isPro = planFromWire(data?.analytics.subscriptionStatus) === 'pro';
  const state: PlanState = !user ? 'guest' : isLoading ? 'loading' : isPro ? 'pro' : 'free';
  return {
    state,
    isPro,
    maxChars: isPro ? PLANS.pro.maxChars : PLANS.free.maxChars,
    quota: data,
    error: error as ApiError | undefined,
    isFetching,
  };
}
