import { Inject, Injectable } from '@nestjs/common';
import { LOGGER } from '@untangle/nest-kit';
import type { Logger } from 'pino';
import { LocalCheckoutRepository } from '../providers/local/local-checkout.repository.js';
import { PaymentProvider } from '../providers/payment-provider.js';
import { QuotaRepository } from '../quota/quota.repository.js';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.js';
import { Clock } from '../time/clock.js';

/**
 * A deleted account's billing data: every feature's rows of the member go in one transaction under
 * the member's lock. Payment records stay, without the member's id, and a tombstone keeps a late
 * provider event from recreating the subscription.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly quota: QuotaRepository,
    private readonly checkouts: LocalCheckoutRepository,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A live provider subscription is ended first (no further charges, no refund), then the member's
   * subscription, usage, reservations and checkouts go.
   */
  async deleteMember(userId: string): Promise<void> {
    const record = await this.subscriptions.find(userId);
    if (record && record.status !== 'ended' && record.provider === this.provider.name) {
      await this.provider.cancelImmediately(record);
    }
    await this.subscriptions.transaction(async (manager) => {
      await this.subscriptions.lockMember(manager, userId);
      await this.quota.deleteMember(manager, userId);
      await this.checkouts.deleteMember(manager, userId);
      await this.subscriptions.deleteMember(manager, userId, this.clock.now());
    });
    this.logger.info({ userId }, 'billing data of a deleted account removed');
  }
}
