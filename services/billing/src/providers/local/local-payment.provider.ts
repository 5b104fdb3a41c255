import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@untangle/nest-kit';
import type { BillingConfig } from '../../config.js';
import type { SubscriptionRecord } from '../../subscriptions/subscription.entity.js';
import { Clock } from '../../time/clock.js';
import { PaymentProvider, type CancelOutcome, type CheckoutRequest } from '../payment-provider.js';
import { LocalCheckoutRepository } from './local-checkout.repository.js';

/** Where the gateway serves the test-mode checkout page (`/api/billing/checkout/<id>`). */
const LOCAL_CHECKOUT_PATH = '/api/billing/checkout';

/**
 * The default provider: the built-in test-mode checkout. No money moves and nothing is remote. A
 * checkout is a link to a page served by the gateway whose buttons land in `LocalCheckoutService`;
 * it expires after LOCAL_CHECKOUT_TTL_MIN.
 */
@Injectable()
export class LocalPaymentProvider extends PaymentProvider {
  readonly name = 'local' as const;
  readonly testMode = true;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    private readonly checkouts: LocalCheckoutRepository,
    private readonly clock: Clock,
  ) {
    super();
  }

  /** Opens a checkout (the same one again for a repeated idempotencyKey) and returns its page's URL. */
  async createCheckout(request: CheckoutRequest): Promise<string> {
    const now = this.clock.now();
    const id = await this.checkouts.open({
      id: randomBytes(32).toString('base64url'),
      userId: request.userId,
      idempotencyKey: request.idempotencyKey,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.config.LOCAL_CHECKOUT_TTL_MIN * 60_000),
    });
    return `${this.config.PUBLIC_URL}${LOCAL_CHECKOUT_PATH}/${id}`;
  }

  async cancelAtPeriodEnd(_record: SubscriptionRecord, _idempotencyKey: string): Promise<CancelOutcome> {
    return {};
  }

  async cancelImmediately(_record: SubscriptionRecord): Promise<void> {}
}
