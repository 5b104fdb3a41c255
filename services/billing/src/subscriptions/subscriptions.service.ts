import { Inject, Injectable } from '@nestjs/common';
import {
  UI_MESSAGES,
  type CancelSubscriptionResponse,
  type CreateSubscriptionResponse,
  type PlanOfResult,
  type SubscriptionCancelCommand,
  type SubscriptionCreateCommand,
  type SubscriptionStatusResponse,
} from '@untangle/contracts';
import { LOGGER, SERVICE_CONFIG } from '@untangle/nest-kit';
import { ServiceError } from '@untangle/transport';
import type { Logger } from 'pino';
import type { BillingConfig } from '../config.js';
import { planCacheMs } from '../plan-cache/plan-cache-ms.js';
import { PaymentProvider } from '../providers/payment-provider.js';
import { Clock } from '../time/clock.js';
import { applyCancelRequest } from './cancel-request.js';
import { effectiveSubscription, type EffectiveSubscription } from './effective-subscription.js';
import type { PaymentEventRecord } from './payment-event.entity.js';
import type { SubscriptionRecord } from './subscription.entity.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';

/** A state change caused by one provider event: the record after it (null: nothing to store). */
export type Transition = (record: SubscriptionRecord | null, now: Date) => SubscriptionRecord | null;

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly repository: SubscriptionsRepository,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async effective(userId: string, now: Date = this.clock.now()): Promise<EffectiveSubscription> {
    return effectiveSubscription(await this.repository.find(userId), now);
  }

  /** The member a provider subscription or customer belongs to, when we have seen it. */
  userIdFor(ids: { subscriptionId?: string | null; customerId?: string | null }): Promise<string | null> {
    return this.repository.userIdFor(ids);
  }

  /** The member's plan now, cacheable by the asker while a change could only come published. */
  async planOf(userId: string): Promise<PlanOfResult> {
    const now = this.clock.now();
    const effective = await this.effective(userId, now);
    const cacheForMs = planCacheMs(effective, now, this.config);
    return cacheForMs > 0 ? { plan: effective.plan, cacheForMs } : { plan: effective.plan };
  }

  async status(userId: string): Promise<SubscriptionStatusResponse> {
    const effective = await this.effective(userId);
    return {
      plan: effective.plan,
      isActive: effective.plan === 'pro',
      willCancelAtPeriodEnd: effective.willCancelAtPeriodEnd,
      subscriptionExpiresAt: iso(effective.expiresAt),
      subscriptionCancelledAt: iso(effective.canceledAt),
      nextBillingDate: iso(effective.nextBillingDate),
      testMode: this.provider.testMode,
    };
  }

  /** A checkout link for a member who is not Pro; 409 ALREADY_SUBSCRIBED for one who is. */
  async create(command: SubscriptionCreateCommand): Promise<CreateSubscriptionResponse> {
    const record = await this.repository.find(command.userId);
    if (effectiveSubscription(record, this.clock.now()).plan === 'pro')
      throw new ServiceError('ALREADY_SUBSCRIBED');
    const paymentLink = await this.provider.createCheckout({
      userId: command.userId,
      idempotencyKey: command.idempotencyKey,
      email: command.email,
      customerId: record?.provider === this.provider.name ? record.providerCustomerId : null,
    });
    return { paymentLink };
  }

  /**
   * Cancels at the end of the paid period. Asking again while cancellation is pending answers the
   * same; a member without a Pro subscription gets 409 NO_ACTIVE_SUBSCRIPTION (its `error` is what the
   * frontend shows).
   */
  async cancel(command: SubscriptionCancelCommand): Promise<CancelSubscriptionResponse> {
    const record = await this.repository.find(command.userId);
    const effective = effectiveSubscription(record, this.clock.now());
    if (!record || effective.plan !== 'pro') throw new ServiceError('NO_ACTIVE_SUBSCRIPTION');
    if (!effective.willCancelAtPeriodEnd) {
      // The provider first: if it fails nothing changes here and the member can try again.
      const outcome =
        record.provider === this.provider.name
          ? await this.provider.cancelAtPeriodEnd(record, command.idempotencyKey)
          : {};
      await this.repository.transaction(async (manager) => {
        await this.repository.lockMember(manager, command.userId);
        const current = await this.repository.find(command.userId, manager);
        if (!current) return;
        const now = this.clock.now();
        await this.repository.save(manager, applyCancelRequest(current, now, outcome), now);
      });
      this.logger.info({ userId: command.userId }, 'subscription set to cancel at period end');
    }
    return { message: UI_MESSAGES.subscription.cancelledDefault };
  }

  /**
   * Applies one provider event exactly once: the event id is inserted first, in the same transaction
   * as the change and under the member's lock, so a redelivery (even a concurrent one) is a no-op.
   * Answers whether it had been applied before.
   */
  async applyEvent(event: PaymentEventRecord, transition: Transition): Promise<{ duplicate: boolean }> {
    return this.repository.transaction(async (manager) => {
      if (event.userId) await this.repository.lockMember(manager, event.userId);
      const now = this.clock.now();
      if (!(await this.repository.recordEvent(manager, event, now))) return { duplicate: true };
      if (!event.userId) {
        this.logger.warn({ eventId: event.eventId, type: event.type }, 'payment event names no known member');
        return { duplicate: false };
      }
      if (await this.repository.isDeletedAccount(manager, event.userId)) {
        await this.repository.forgetEventMember(manager, event.eventId);
        return { duplicate: false };
      }
      const current = await this.repository.find(event.userId, manager);
      const next = transition(current, now);
      if (next && next !== current) await this.repository.save(manager, next, now);
      return { duplicate: false };
    });
  }
}
