import { PAYMENT_RESULT_PARAM, type PaymentResult } from '@untangle/contracts';
import type { BillingConfig, PaymentProviderName } from '../config.js';
import type { SubscriptionRecord } from '../subscriptions/subscription.entity.js';

export interface CheckoutRequest {
  userId: string;
  /** The command's idempotencyKey: the same request yields the same checkout. */
  idempotencyKey: string;
  email?: string;
  /** The provider's customer of this member, when one exists (a returning subscriber). */
  customerId?: string | null;
}

/** What the provider reports after a cancel-at-period-end request, when it reports anything. */
export interface CancelOutcome {
  periodEnd?: Date | null;
  canceledAt?: Date | null;
}

/** Where members pay. Picked by PAYMENT_PROVIDER; both drive the same subscription transitions. */
export abstract class PaymentProvider {
  abstract readonly name: PaymentProviderName;
  /** Payments are simulated: no money moves (shown to members as TEST MODE). */
  abstract readonly testMode: boolean;

  /** The URL the browser is sent to (the API answers it as `paymentLink`). */
  abstract createCheckout(request: CheckoutRequest): Promise<string>;

  /** Stops renewal; access continues to the end of the paid period. */
  abstract cancelAtPeriodEnd(record: SubscriptionRecord, idempotencyKey: string): Promise<CancelOutcome>;

  /** Ends the subscription at once without refund (the account is being deleted). */
  abstract cancelImmediately(record: SubscriptionRecord): Promise<void>;
}

/** Where a checkout sends the browser back to: the dashboard, which shows the payment's result. */
export function paymentReturnUrl(config: Pick<BillingConfig, 'PUBLIC_URL'>, result: PaymentResult): string {
  return `${config.PUBLIC_URL}/dashboard?${PAYMENT_RESULT_PARAM}=${result}`;
}
