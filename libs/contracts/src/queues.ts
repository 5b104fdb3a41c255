import { PLANS, type PlanId } from './plans.js';

/**
 * Every BullMQ queue and job name in one table. Values are wire protocol: jobs already in Redis
 * carry them, so never rename one casually.
 */
export const QUEUES = {
  restructure: { name: 'restructure', jobs: { restructure: 'restructure' } },
  billingMaintenance: {
    name: 'billing-maintenance',
    jobs: { expireSubscriptions: 'expire-subscriptions' },
  },
} as const;

/** BullMQ priority per plan: Pro 1, free 10 (lower first). */
export const QUEUE_PRIORITY: Record<PlanId, number> = {
  free: PLANS.free.queuePriority,
  pro: PLANS.pro.queuePriority,
};
