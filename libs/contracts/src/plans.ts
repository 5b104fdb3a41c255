export const PLAN_IDS = ['free', 'pro'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const MODEL_TIERS = ['standard', 'premium'] as const;
export type ModelTier = (typeof MODEL_TIERS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  priceUsdPerMonth: number;
  /** Restructures per calendar month (UTC); null is unlimited. */
  monthlyRestructures: number | null;
  maxChars: number;
  /** BullMQ priority: lower runs first. Never leave a job unprioritised. */
  queuePriority: number;
  modelTier: ModelTier;
  sessionHistory: boolean;
  export: boolean;
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free Plan',
    priceUsdPerMonth: 0,
    monthlyRestructures: 5,
    maxChars: 500,
    queuePriority: 10,
    modelTier: 'standard',
    sessionHistory: false,
    export: false,
  },
  pro: {
    id: 'pro',
    name: 'Pro Plan',
    priceUsdPerMonth: 5,
    monthlyRestructures: null,
    maxChars: 4000,
    queuePriority: 1,
    modelTier: 'premium',
    sessionHistory: true,
    export: true,
  },
};

/**
 * The plan as `analytics.subscriptionStatus` of `GET /api/quota/status` names it: the public API
 * calls the Pro plan 'premium' there, and the client reads that value. Everywhere else
 * (and inside) the plan is its PlanId; the two names meet only in `wirePlanName` and `planFromWire`.
 */
export type WirePlanName = 'premium' | 'free';

export function wirePlanName(plan: PlanId): WirePlanName {
  return plan === 'pro' ? 'premium' : 'free';
}

/** 'premium' is Pro; anything else (or no answer yet) is free. */
export function planFromWire(name: string | undefined): PlanId {
  return name === 'premium' ? 'pro' : 'free';
}
