import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PaymentProviderName } from '../config.js';

/**
 * Every payment event applied, once: the provider's event id is the key, inserted in the same
 * transaction as the subscription change it causes. Kept LIMITS.paymentRecordRetentionYears as the
 * payment record (legal pages); when the account is deleted `user_id` is cleared and only the
 * provider's opaque ids, the amount and the time remain.
 */
@Entity({ name: 'payment_events' })
export class PaymentEventEntity {
  @PrimaryColumn({ name: 'event_id', type: 'text' }) eventId!: string;
  @Column({ type: 'text' }) provider!: PaymentProviderName;
  @Column({ type: 'text' }) type!: string;
  @Column({ name: 'user_id', type: 'text', nullable: true }) userId!: string | null;
  @Column({ name: 'provider_customer_id', type: 'text', nullable: true }) providerCustomerId!: string | null;
  @Column({ name: 'provider_subscription_id', type: 'text', nullable: true })
  providerSubscriptionId!: string | null;
  @Column({ name: 'amount_cents', type: 'integer', nullable: true }) amountCents!: number | null;
  @Column({ type: 'text', nullable: true }) currency!: string | null;
  /** When it happened at the provider (Stripe's `created`). */
  @Column({ name: 'occurred_at', type: 'timestamptz' }) occurredAt!: Date;
  @Column({ name: 'processed_at', type: 'timestamptz' }) processedAt!: Date;
}

/** A payment event as kept for the records (and as the "applied once" marker). */
export interface PaymentEventRecord {
  eventId: string;
  provider: PaymentProviderName;
  type: string;
  userId: string | null;
  providerCustomerId?: string | null;
  providerSubscriptionId?: string | null;
  amountCents?: number | null;
  currency?: string | null;
  occurredAt: Date;
}
