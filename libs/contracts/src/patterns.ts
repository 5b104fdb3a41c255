/**
 * Services reachable over the Redis Streams transport. Each name is also the stream and the
 * consumer group of that service, so two services never read each other's requests.
 */
export const SERVICE_NAMES = {
  identity: 'identity',
  textProcessing: 'text-processing',
  sessions: 'sessions',
  billing: 'billing',
} as const;
export type ServiceName = (typeof SERVICE_NAMES)[keyof typeof SERVICE_NAMES];

/** Request/reply message patterns, grouped by the service that handles them. */
export const PATTERNS = {
  billing: {
    quotaReserve: 'quota.reserve',
    quotaRelease: 'quota.release',
    /** Usage of restructures let through on a plan the caller cached (see QuotaReservation.cacheForMs). */
    quotaRecord: 'quota.record',
    quotaStatus: 'quota.status',
    subscriptionStatus: 'subscription.status',
    subscriptionCreate: 'subscription.create',
    subscriptionCancel: 'subscription.cancel',
    paymentWebhook: 'payment.webhook',
    planOf: 'plan.of',
    /** The built-in test-mode checkout of the `local` payment provider (gateway pages → billing). */
    localCheckoutView: 'checkout.local.view',
    localCheckoutComplete: 'checkout.local.complete',
  },
  textProcessing: {
    restructure: 'text.restructure',
    queuePosition: 'text.queue-position',
  },
  sessions: {
    create: 'sessions.create',
    list: 'sessions.list',
    delete: 'sessions.delete',
    deleteAll: 'sessions.delete-all',
  },
  identity: {
    getUser: 'identity.user',
    deleteAccount: 'identity.delete-account',
  },
} as const;

/** Events: fan out to every interested service, each service handling each event once. */
export const EVENTS = {
  accountDeleted: 'account.deleted',
} as const;

/**
 * Redis pub/sub channels, under the deployment's REDIS_PREFIX. A broadcast reaches every replica that
 * is subscribed at that moment and nobody else, so they only invalidate caches: a subscriber that
 * loses its connection drops everything it cached from the publisher.
 */
export const CHANNELS = {
  /** Billing changed a member's subscription (message: the userId); their cached plan is void. */
  planChanged: 'billing:plan-changed',
} as const;
