import { Inject, Injectable } from '@nestjs/common';
import {
  PLANS,
  type PlanId,
  type QuotaReleaseResult,
  type QuotaReservation,
  type QuotaStatusResponse,
  wirePlanName,
} from '@untangle/contracts';
import { SERVICE_CONFIG } from '@untangle/nest-kit';
import { ServiceError } from '@untangle/transport';
import type { BillingConfig } from '../config.js';
import { planCacheMs } from '../plan-cache/plan-cache-ms.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import { daysUntilReset, monthKey, nextMonthStart } from '../time/calendar.js';
import { Clock } from '../time/clock.js';
import { QuotaRepository, type UsageCounter } from './quota.repository.js';

/** What a restructure may use on `plan`: the answer of quota.reserve. */
function reservationFor(plan: PlanId): QuotaReservation {
  return {
    plan,
    maxChars: PLANS[plan].maxChars,
    priority: PLANS[plan].queuePriority,
    modelTier: PLANS[plan].modelTier,
  };
}

/** The counter a restructure on `plan` counts in: plans without an allowance only count usage. */
const counterOf = (plan: PlanId): UsageCounter =>
  PLANS[plan].monthlyRestructures === null ? 'unlimited' : 'limited';

/**
 * The monthly restructure allowance (calendar month, UTC). Free members get
 * PLANS.free.monthlyRestructures, Pro members are never refused. A reservation is atomic and
 * idempotent on (member, idempotencyKey); a release refunds it at most once, to the month it was charged.
 */
@Injectable()
export class QuotaService {
  constructor(
    private readonly repository: QuotaRepository,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    private readonly subscriptions: SubscriptionsService,
    private readonly clock: Clock,
  ) {}

  async reserve(userId: string, idempotencyKey: string): Promise<QuotaReservation> {
    const effective = await this.subscriptions.effective(userId);
    const { plan } = effective;
    const now = this.clock.now();
    const reserved = await this.repository.reserve({
      userId,
      idempotencyKey,
      plan,
      month: monthKey(now),
      at: now,
      monthlyLimit: PLANS[plan].monthlyRestructures,
    });
    if (!reserved) throw new ServiceError('QUOTA_EXCEEDED');
    const reservation = reservationFor(reserved);
    // A repeated request answers the plan it was reserved on: cacheable only if that is today's.
    const cacheForMs = reserved === plan ? planCacheMs(effective, now, this.config) : 0;
    return cacheForMs > 0 ? { ...reservation, cacheForMs } : reservation;
  }

  async release(userId: string, idempotencyKey: string): Promise<QuotaReleaseResult> {
    const now = this.clock.now();
    return this.repository.transaction(async (manager) => {
      const reservation = await this.repository.markReleased(manager, userId, idempotencyKey, now);
      if (!reservation) return { released: false };
      await this.repository.refund(manager, userId, reservation.month, counterOf(reservation.plan));
      return { released: true };
    });
  }

  async status(userId: string): Promise<QuotaStatusResponse> {
    const { plan } = await this.subscriptions.effective(userId);
    const now = this.clock.now();
    const usage = await this.repository.usage(userId, monthKey(now));
    const limit = PLANS[plan].monthlyRestructures;
    return {
      analytics: {
        subscriptionStatus: wirePlanName(plan),
        // Free: what counts against the allowance. Pro: every restructure this month.
        textUsage: limit === null ? usage.used + usage.unlimitedUsed : usage.used,
        daysUntilReset: daysUntilReset(now),
        resetDate: nextMonthStart(now).toISOString(),
      },
      quotas: {
        text: { total: limit, remaining: limit === null ? null : Math.max(0, limit - usage.used) },
      },
    };
  }
}
