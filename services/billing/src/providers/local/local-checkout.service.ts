import { Inject, Injectable } from '@nestjs/common';
import {
  PLANS,
  type LocalCheckoutCompleteResult,
  type LocalCheckoutView,
  type PaymentResult,
} from '@untangle/contracts';
import { LOGGER, SERVICE_CONFIG } from '@untangle/nest-kit';
import { ServiceError } from '@untangle/transport';
import type { Logger } from 'pino';
import type { BillingConfig } from '../../config.js';
import { effectiveSubscription } from '../../subscriptions/effective-subscription.js';
import { SubscriptionsRepository } from '../../subscriptions/subscriptions.repository.js';
import { Clock } from '../../time/clock.js';
import { paymentReturnUrl } from '../payment-provider.js';
import type { LocalCheckoutEntity } from './local-checkout.entity.js';
import { LocalCheckoutRepository } from './local-checkout.repository.js';
import { activateLocal, localPayment } from './local-subscription.js';

/**
 * The `local` provider's test-mode checkout page (opened by `LocalPaymentProvider`): its Pay and
 * Cancel buttons land here. Paying starts one calendar month of Pro, renewed by the maintenance job
 * until cancelled; a checkout expires after LOCAL_CHECKOUT_TTL_MIN and completes once.
 */
@Injectable()
export class LocalCheckoutService {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly checkouts: LocalCheckoutRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly clock: Clock,
  ) {}

  async view(checkoutId: string): Promise<LocalCheckoutView> {
    const checkout = await this.find(checkoutId);
    const status =
      checkout.status === 'open' && this.clock.now() >= checkout.expiresAt ? 'expired' : checkout.status;
    return {
      status,
      planName: PLANS.pro.name,
      priceUsdPerMonth: PLANS.pro.priceUsdPerMonth,
      expiresAt: checkout.expiresAt.toISOString(),
      successUrl: paymentReturnUrl(this.config, 'success'),
      cancelUrl: paymentReturnUrl(this.config, 'cancelled'),
    };
  }

  /**
   * Pay or Cancel. A checkout completes once: pressing either button again (or a resubmitted form)
   * answers the first outcome. An expired checkout, or paying while already Pro, charges nothing.
   */
  async complete(checkoutId: string, action: 'pay' | 'cancel'): Promise<LocalCheckoutCompleteResult> {
    const { userId } = await this.find(checkoutId);
    const payment = await this.subscriptions.transaction(async (manager): Promise<PaymentResult> => {
      await this.subscriptions.lockMember(manager, userId);
      const checkout = await this.checkouts.find(checkoutId, manager);
      if (!checkout) throw new ServiceError('NOT_FOUND');
      if (checkout.status === 'paid') return 'success';
      if (checkout.status === 'cancelled') return 'cancelled';
      const now = this.clock.now();
      const current = await this.subscriptions.find(userId, manager);
      if (
        action === 'cancel' ||
        now >= checkout.expiresAt ||
        (await this.subscriptions.isDeletedAccount(manager, userId)) ||
        effectiveSubscription(current, now).plan === 'pro'
      ) {
        await this.checkouts.close(manager, checkoutId, 'cancelled', now);
        return 'cancelled';
      }
      const subscriptionId = `local_${checkoutId}`;
      await this.subscriptions.recordEvent(
        manager,
        localPayment({
          eventId: `local:checkout:${checkoutId}`,
          type: 'local.checkout.paid',
          userId,
          subscriptionId,
          at: now,
        }),
        now,
      );
      await this.subscriptions.save(manager, activateLocal(current, userId, subscriptionId, now), now);
      await this.checkouts.close(manager, checkoutId, 'paid', now);
      return 'success';
    });
    this.logger.info({ userId, action, payment }, 'local test-mode checkout completed');
    return { payment, redirectUrl: paymentReturnUrl(this.config, payment) };
  }

  private async find(checkoutId: string): Promise<LocalCheckoutEntity> {
    if (this.config.PAYMENT_PROVIDER !== 'local') throw new ServiceError('NOT_FOUND');
    const checkout = await this.checkouts.find(checkoutId);
    if (!checkout) throw new ServiceError('NOT_FOUND');
    return checkout;
  }
}
