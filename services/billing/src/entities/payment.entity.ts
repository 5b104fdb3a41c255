import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PaymentProviderName } from '../config.js';

/**
 * Every payment event applied, once: the provider's event id is the key, inserted in the same
 * transaction as the change it causes. Kept 7 years as the payment record (legal pages); when the
 * account is deleted `user_id` is cleared and only the provider's opaque ids, the amount and the
 * time remain.
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

/** A test-mode checkout of the `local` provider; its random id is the page's capability. */
@Entity({ name: 'local_checkouts' })
export class LocalCheckoutEntity {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ name: 'user_id', type: 'text' }) userId!: string;
  @Column({ name: 'request_id', type: 'text' }) requestId!: string;
  @Column({ type: 'text' }) status!: 'open' | 'paid' | 'cancelled';
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt!: Date | null;
}

/**
 * Accounts deleted, by a hash of their id only: a provider event that arrives late for a deleted
 * member is recorded but never recreates their subscription.
 */
@Entity({ name: 'deleted_accounts' })
export class DeletedAccountEntity {
  @PrimaryColumn({ name: 'user_hash', type: 'text' }) userHash!: string;
  @Column({ name: 'deleted_at', type: 'timestamptz' }) deletedAt!: Date;
}
