import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  PAYMENT_RESULT_PARAM,
  PLANS,
  type LocalCheckoutCompleteResult,
  type LocalCheckoutView,
  type PaymentResult,
} from '@untangle/contracts';
import { DATA_SOURCE, LOGGER, SERVICE_CONFIG } from '@untangle/nest-kit';
import { ServiceError } from '@untangle/transport';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { BillingConfig } from '../../config.js';
import { LocalCheckoutEntity } from '../../entities/payment.entity.js';
import { activateLocal, effectiveSubscription } from '../../subscriptions/subscription-state.js';
import { SubscriptionStore } from '../../subscriptions/subscription.store.js';
import { Clock } from '../../time/clock.js';

export const LOCAL_CHECKOUT_PATH = '/api/billing/checkout';
export const PRO_PRICE_CENTS = PLANS.pro.priceUsdPerMonth * 100;

/**
 * The `local` provider's test-mode checkout: a link to a page served by the gateway whose Pay and
 * Cancel buttons land here. Paying starts one calendar month of Pro, renewed by the maintenance job
 * until cancelled; a checkout expires after LOCAL_CHECKOUT_TTL_MIN and completes once.
 */
@Injectable()
export class LocalCheckoutService {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly store: SubscriptionStore,
    private readonly clock: Clock,
  ) {}

  /** Opens a checkout (the same one again for a repeated requestId) and returns its page's URL. */
  async open(userId: string, requestId: string): Promise<string> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.config.LOCAL_CHECKOUT_TTL_MIN * 60_000);
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO "billing"."local_checkouts" ("id", "user_id", "request_id", "status", "created_at", "expires_at")
       VALUES ($1, $2, $3, 'open', $4, $5)
       ON CONFLICT ("user_id", "request_id") DO UPDATE SET "request_id" = EXCLUDED."request_id"
       RETURNING "id"`,
      [randomBytes(32).toString('base64url'), userId, requestId, now, expiresAt],
    );
    return `${this.config.PUBLIC_URL}${LOCAL_CHECKOUT_PATH}/${rows[0]!.id}`;
  }

  async view(checkoutId: string): Promise<LocalCheckoutView> {
    const checkout = await this.find(checkoutId);
    const status =
      checkout.status === 'open' && this.clock.now() >= checkout.expiresAt ? 'expired' : checkout.status;
    return {
      status,
      planName: PLANS.pro.name,
      priceUsdPerMonth: PLANS.pro.priceUsdPerMonth,
      expiresAt: checkout.expiresAt.toISOString(),
      successUrl: this.returnUrl('success'),
      cancelUrl: this.returnUrl('cancelled'),
    };
  }

  /**
   * Pay or Cancel. A checkout completes once: pressing either button again (or a resubmitted form)
   * answers the first outcome. An expired checkout, or paying while already Pro, charges nothing.
   */
  async complete(checkoutId: string, action: 'pay' | 'cancel'): Promise<LocalCheckoutCompleteResult> {
    const { userId } = await this.find(checkoutId);
    const payment = await this.store.transaction(async (manager): Promise<PaymentResult> => {
      await this.store.lockMember(manager, userId);
      const checkout = await manager
        .getRepository(LocalCheckoutEntity)
        .findOneByOrFail({ id: checkoutId })
        .catch(() => {
          throw new ServiceError('NOT_FOUND');
        });
      if (checkout.status === 'paid') return 'success';
      if (checkout.status === 'cancelled') return 'cancelled';
      const now = this.clock.now();
      const close = (status: 'paid' | 'cancelled') =>
        manager.getRepository(LocalCheckoutEntity).update({ id: checkoutId }, { status, completedAt: now });
      const current = await this.store.find(userId, manager);
      if (
        action === 'cancel' ||
        now >= checkout.expiresAt ||
        (await this.store.isDeletedAccount(manager, userId)) ||
        effectiveSubscription(current, now).plan === 'pro'
      ) {
        await close('cancelled');
        return 'cancelled';
      }
      const subscriptionId = `local_${checkoutId}`;
      await this.store.recordEvent(
        manager,
        {
          eventId: `local:checkout:${checkoutId}`,
          provider: 'local',
          type: 'local.checkout.paid',
          userId,
          providerSubscriptionId: subscriptionId,
          amountCents: PRO_PRICE_CENTS,
          currency: 'usd',
          occurredAt: now,
        },
        now,
      );
      await this.store.save(manager, activateLocal(current, userId, subscriptionId, now), now);
      await close('paid');
      return 'success';
    });
    this.logger.info({ userId, action, payment }, 'local test-mode checkout completed');
    return { payment, redirectUrl: this.returnUrl(payment) };
  }

  private returnUrl(result: PaymentResult): string {
    return `${this.config.PUBLIC_URL}/dashboard?${PAYMENT_RESULT_PARAM}=${result}`;
  }

  private async find(checkoutId: string): Promise<LocalCheckoutEntity> {
    if (this.config.PAYMENT_PROVIDER !== 'local') throw new ServiceError('NOT_FOUND');
    const checkout = await this.dataSource.getRepository(LocalCheckoutEntity).findOneBy({ id: checkoutId });
    if (!checkout) throw new ServiceError('NOT_FOUND');
    return checkout;
  }
}
