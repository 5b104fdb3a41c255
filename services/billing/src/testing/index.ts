import type { PlanId } from '@untangle/contracts';
import { createLogger, loadConfig } from '@untangle/nest-kit';
import { migrateService } from '@untangle/nest-kit/database';
import { BillingConfig } from '../config.js';
import { dataSourceOptions } from '../database.js';
import { MaintenanceService, type MaintenanceReport } from '../maintenance/maintenance.service.js';
import { activateLocal } from '../providers/local/local-subscription.js';
import { startBilling } from '../start.js';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import { ManualClock, SystemClock, type Clock } from '../time/clock.js';

export { ManualClock };
export type { Clock, MaintenanceReport };

export interface StartBillingOptions {
  /** A test database (`createTestDatabase`): the real billing migrations are applied to it first. */
  databaseUrl: string;
  redisUrl: string;
  /** The suite's Redis key prefix (`createTestRedis().keyPrefix`), shared with the gateway and the callers. */
  redisPrefix: string;
  /** More `BillingConfig` variables (PAYMENT_PROVIDER, STRIPE_*, PUBLIC_URL, BILLING_MAINTENANCE_EVERY_MS…). */
  env?: Record<string, string>;
  /** Where billing reads "now" (default: the system clock). Pass a `ManualClock` to move time. */
  clock?: Clock;
  /** Default 'silent'. */
  logLevel?: string;
}

export interface BillingForTests {
  /** Its own HTTP address (/health, /ready, /metrics). */
  url: string;
  /**
   * Makes the member Pro (an active local subscription: one month from the clock's now, renewing) or
   * Free (no subscription), as if they had paid or never had.
   */
  setPlan(userId: string, plan: PlanId): Promise<void>;
  /** Runs the `expire-subscriptions` job once, now (at the clock's time). */
  runMaintenance(): Promise<MaintenanceReport>;
  stop(): Promise<void>;
}

/**
 * Runs the billing service in this process, as `main.ts` does (`startBilling`): migrations, then
 * HTTP on a spare port, the `billing` transport stream under the given prefix and the maintenance
 * scheduler.
 */
export async function startBillingForTests(options: StartBillingOptions): Promise<BillingForTests> {
  const config = loadConfig(BillingConfig, 'billing', {
    NODE_ENV: 'test',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    DATABASE_POOL_SIZE: '5',
    ...options.env,
  });
  await migrateService(dataSourceOptions(config));
  const clock = options.clock ?? new SystemClock();
  const service = await startBilling(config, {
    port: 0,
    clock,
    logger: createLogger('billing', options.logLevel ?? 'silent'),
  });
  const subscriptions = service.app.get(SubscriptionsRepository);
  const maintenance = service.app.get(MaintenanceService);
  let stopped: Promise<void> | undefined;
  return {
    url: service.url,
    setPlan: (userId, plan) =>
      subscriptions.transaction(async (manager) => {
        await subscriptions.lockMember(manager, userId);
        if (plan === 'free') {
          await subscriptions.remove(manager, userId);
          return;
        }
        const now = clock.now();
        const current = await subscriptions.find(userId, manager);
        await subscriptions.save(manager, activateLocal(current, userId, `local_test_${userId}`, now), now);
      }),
    runMaintenance: () => maintenance.run(),
    stop: () => (stopped ??= service.close()),
  };
}

export {
  FAKE_STRIPE_KEYS,
  signStripePayload,
  startFakeStripe,
  stripeEventPayload,
  stripeInvoice,
  stripeSubscription,
  type FakeStripe,
  type FakeStripeRequest,
} from './fake-stripe.js';
