import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LOGGER, SERVICE_CONFIG } from '@untangle/nest-kit';
import { ServiceError } from '@untangle/transport';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { BillingConfig } from '../../config.js';
import type { SubscriptionRecord } from '../../subscriptions/subscription.entity.js';
import { Clock } from '../../time/clock.js';
import {
  PaymentProvider,
  paymentReturnUrl,
  type CancelOutcome,
  type CheckoutRequest,
} from '../payment-provider.js';
import { createStripeClient } from './stripe-client.js';
import { subscriptionSnapshotOf } from './stripe-events.js';

/** Stripe failures a retry may cure: the member is told to try again (503), not that we broke. */
const TRANSIENT_ERRORS = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError']);

/** Stripe's idempotency keys are at most 255 characters; user ids and ours are up to 200 each. */
const stripeIdempotencyKey = (purpose: string, ...parts: string[]) =>
  `untangle-${purpose}-${createHash('sha256').update(parts.join('\n')).digest('hex')}`;

/**
 * Stripe Checkout in subscription mode for the Pro price; cancel at period end through the
 * subscription; every call idempotent on the command's idempotencyKey.
 */
@Injectable()
export class StripePaymentProvider extends PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode = false;
  private client?: Stripe;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly clock: Clock,
  ) {
    super();
  }

  private get stripe(): Stripe {
    this.client ??= createStripeClient(this.config);
    return this.client;
  }

  async createCheckout(request: CheckoutRequest): Promise<string> {
    const session = await this.call('create a checkout session', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price: this.config.STRIPE_PRICE_ID!, quantity: 1 }],
          client_reference_id: request.userId,
          metadata: { userId: request.userId },
          subscription_data: { metadata: { userId: request.userId } },
          ...(request.customerId
            ? { customer: request.customerId }
            : request.email
              ? { customer_email: request.email }
              : {}),
          success_url: paymentReturnUrl(this.config, 'success'),
          cancel_url: paymentReturnUrl(this.config, 'cancelled'),
        },
        { idempotencyKey: stripeIdempotencyKey('checkout', request.userId, request.idempotencyKey) },
      ),
    );
    if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
    return session.url;
  }

  async cancelAtPeriodEnd(record: SubscriptionRecord, idempotencyKey: string): Promise<CancelOutcome> {
    const subscriptionId = this.subscriptionIdOf(record);
    const subscription = await this.call('cancel a subscription at period end', () =>
      this.stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey: stripeIdempotencyKey('cancel', record.userId, idempotencyKey) },
      ),
    );
    const snapshot = subscriptionSnapshotOf(
      subscription as unknown as Record<string, unknown>,
      this.clock.now(),
    );
    return { periodEnd: snapshot?.currentPeriodEnd ?? null, canceledAt: snapshot?.canceledAt ?? null };
  }

  async cancelImmediately(record: SubscriptionRecord): Promise<void> {
    if (!record.providerSubscriptionId) return;
    const subscriptionId = record.providerSubscriptionId;
    try {
      await this.call('cancel a subscription', () =>
        this.stripe.subscriptions.cancel(subscriptionId, undefined, {
          idempotencyKey: stripeIdempotencyKey('delete', record.userId, subscriptionId),
        }),
      );
    } catch (error) {
      // Already gone at Stripe: nothing left to stop.
      if ((error as { code?: unknown }).code === 'resource_missing') return;
      throw error;
    }
  }

  private subscriptionIdOf(record: SubscriptionRecord): string {
    if (!record.providerSubscriptionId) throw new ServiceError('NO_ACTIVE_SUBSCRIPTION');
    return record.providerSubscriptionId;
  }

  private async call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const { type, code, statusCode, message } = error as {
        type?: string;
        code?: string;
        statusCode?: number;
        message?: string;
      };
      if (type === undefined) throw error;
      this.logger.error({ stripe: { type, code, statusCode, message } }, `Stripe: could not ${what}`);
      if (TRANSIENT_ERRORS.has(type)) throw new ServiceError('SERVICE_UNAVAILABLE');
      throw Object.assign(new Error(`Stripe: could not ${what}: ${type} ${code ?? ''}`), { code });
    }
  }
}
