/**
 * Every BullMQ queue and job name in one table. Values are wire protocol: jobs already in Redis
 * carry them, so never rename one casually. A job's priority is its plan's `PLANS[plan].queuePriority`.
 */
export const QUEUES = {
  restructure: { name: 'restructure', jobs: { restructure: 'restructure' } },
  billingMaintenance: {
    name: 'billing-maintenance',
    jobs: { expireSubscriptions: 'expire-subscriptions' },
  },
} as const;
