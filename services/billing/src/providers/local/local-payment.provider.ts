import { Injectable } from '@nestjs/common';
import type { SubscriptionRecord } from '../../entities/subscription.entity.js';
import { PaymentProvider, type CancelOutcome, type CheckoutRequest } from '../payment-provider.js';
import { LocalCheckoutService } from './local-checkout.service.js';

/** The default provider: the built-in test-mode checkout. No money moves and nothing is remote. */
@Injectable()
export class LocalPaymentProvider extends PaymentProvider {
  readonly name = 'local' as const;
  readonly testMode = true;

  constructor(private readonly checkouts: LocalCheckoutService) {
    super();
  }

  createCheckout(request: CheckoutRequest): Promise<string> {
    return this.checkouts.open(request.userId, request.requestId);
  }

  async cancelAtPeriodEnd(_record: SubscriptionRecord, _requestId: string): Promise<CancelOutcome> {
    return {};
  }

  async cancelImmediately(_record: SubscriptionRecord): Promise<void> {}
}
