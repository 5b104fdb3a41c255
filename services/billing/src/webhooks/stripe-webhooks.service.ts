import { Inject, Injectable } from '@nestjs/common';
import type { PaymentWebhookResult } from '@untangle/contracts';
import { LOGGER, SERVICE_CONFIG } from '@untangle/nest-kit';
import { ServiceError } from '@untangle/transport';
import type { Logger } from 'pino';
import type { BillingConfig } from '../config.js';
import { stripeWebhooks } from '../providers/stripe/stripe-client.js';
import { stripeFactOf, type StripeEventLike, type StripeFact } from '../providers/stripe/stripe-events.js';
import type { PaymentEventRecord } from '../subscriptions/payment-event.entity.js';
import {
  applyCheckoutCompleted,
  applyInvoicePaid,
  applyPaymentFailed,
  applySnapshot,
} from '../subscriptions/provider-facts.js';
import { SubscriptionsService, type Transition } from '../subscriptions/subscriptions.service.js';

/**
 * Stripe webhooks: the signature is checked on the exact bytes received, then the event's fact is
 * applied once (keyed by the event id) to the member named in it, whatever order events come in.
 */
@Injectable()
export class StripeWebhooksService {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async handle(rawBody: Buffer, signature: string): Promise<PaymentWebhookResult> {
    const event = this.verify(rawBody, signature);
    const fact = stripeFactOf(event);
    if (fact.kind === 'ignored') {
      this.logger.debug({ eventId: event.id, type: event.type, reason: fact.reason }, 'stripe event ignored');
      return { received: true, duplicate: false };
    }
    const subscriptionId = subscriptionIdOf(fact);
    const userId =
      fact.userId ?? (await this.subscriptions.userIdFor({ subscriptionId, customerId: fact.customerId }));
    const record: PaymentEventRecord = {
      eventId: event.id,
      provider: 'stripe',
      type: event.type,
      userId,
      providerCustomerId: fact.customerId,
      providerSubscriptionId: subscriptionId,
      amountCents: 'amountCents' in fact ? fact.amountCents : null,
      currency: 'currency' in fact ? fact.currency : null,
      occurredAt: new Date(event.created * 1000),
    };
    const { duplicate } = await this.subscriptions.applyEvent(record, transitionOf(fact, userId ?? ''));
    this.logger.info({ eventId: event.id, type: event.type, userId, duplicate }, 'stripe event received');
    return { received: true, duplicate };
  }

  private verify(rawBody: Buffer, signature: string): StripeEventLike {
    try {
      return stripeWebhooks().constructEvent(
        rawBody,
        signature,
        this.config.STRIPE_WEBHOOK_SECRET!,
        this.config.STRIPE_WEBHOOK_TOLERANCE_S,
      ) as unknown as StripeEventLike;
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'stripe webhook refused: signature');
      throw new ServiceError('WEBHOOK_SIGNATURE_INVALID');
    }
  }
}

function subscriptionIdOf(fact: Exclude<StripeFact, { kind: 'ignored' }>): string {
  switch (fact.kind) {
    case 'checkout':
      return fact.completion.subscriptionId;
    case 'snapshot':
      return fact.snapshot.subscriptionId;
    case 'invoice-paid':
      return fact.invoice.subscriptionId;
    case 'payment-failed':
      return fact.failure.subscriptionId;
  }
}

function transitionOf(fact: Exclude<StripeFact, { kind: 'ignored' }>, userId: string): Transition {
  switch (fact.kind) {
    case 'checkout':
      return (record, now) => applyCheckoutCompleted(record, userId, 'stripe', fact.completion, now);
    case 'snapshot':
      return (record, now) => applySnapshot(record, userId, 'stripe', fact.snapshot, now);
    case 'invoice-paid':
      return (record, now) => applyInvoicePaid(record, userId, 'stripe', fact.invoice, now);
    case 'payment-failed':
      return (record, now) => applyPaymentFailed(record, 'stripe', fact.failure, now);
  }
}
