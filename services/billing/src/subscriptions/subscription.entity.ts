import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PaymentProviderName } from '../config.js';

/**
 * Stored status of a member's subscription. What the member gets is derived from it and the clock
 * (`effectiveSubscription`): an `active` one flagged `cancel_at_period_end` past its period end, or
 * a `past_due` one past its grace, is already Free before the maintenance job marks it `ended`.
 * - `active`: paid (Pro); with `cancel_at_period_end` it is the cancel-pending state.
 * - `past_due`: the last renewal failed; Pro for LIMITS.failedPaymentDowngradeDays from `past_due_since`.
 * - `incomplete`: a provider subscription whose first payment has not succeeded (not Pro).
 * - `ended`: Free.
 */
export type SubscriptionStatus = 'active' | 'past_due' | 'incomplete' | 'ended';

/** One row per member: the latest subscription (a new checkout after an ended one replaces it). */
export interface SubscriptionRecord {
  userId: string;
  provider: PaymentProviderName;
  status: SubscriptionStatus;
  /** Time of the fact that set `status` (an event's `created`, or our clock): older facts lose. */
  statusChangedAt: Date;
  cancelAtPeriodEnd: boolean;
  /**
   * When the member asked to cancel (shown as 'You cancelled on …'). Stored in the `cancelled_at`
   * column; answered on the wire as `subscriptionCancelledAt`.
   */
  canceledAt: Date | null;
  currentPeriodStart: Date | null;
  /** Paid-through instant; access ends here when cancelling. Unknown (null) until the provider says. */
  currentPeriodEnd: Date | null;
  /** First failed payment of the current failure run: the grace (LIMITS.failedPaymentDowngradeDays) counts from here. */
  pastDueSince: Date | null;
  lastPaidAt: Date | null;
  endedAt: Date | null;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  /** The provider's own status word (Stripe: active, past_due, canceled…); 'canceled' is final. */
  providerStatus: string | null;
  /** `created` of the newest provider snapshot applied (cancel flag and period come from snapshots). */
  snapshotAt: Date | null;
}

const timestamp = (name: string) => Column({ name, type: 'timestamptz', nullable: true });

@Entity({ name: 'subscriptions' })
export class SubscriptionEntity implements SubscriptionRecord {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId!: string;
  @Column({ type: 'text' }) provider!: PaymentProviderName;
  @Column({ type: 'text' }) status!: SubscriptionStatus;
  @Column({ name: 'status_changed_at', type: 'timestamptz' }) statusChangedAt!: Date;
  @Column({ name: 'cancel_at_period_end', type: 'boolean', default: false }) cancelAtPeriodEnd!: boolean;
  @timestamp('cancelled_at') canceledAt!: Date | null;
  @timestamp('current_period_start') currentPeriodStart!: Date | null;
  @timestamp('current_period_end') currentPeriodEnd!: Date | null;
  @timestamp('past_due_since') pastDueSince!: Date | null;
  @timestamp('last_paid_at') lastPaidAt!: Date | null;
  @timestamp('ended_at') endedAt!: Date | null;
  @Column({ name: 'provider_customer_id', type: 'text', nullable: true }) providerCustomerId!: string | null;
  @Column({ name: 'provider_subscription_id', type: 'text', nullable: true })
  providerSubscriptionId!: string | null;
  @Column({ name: 'provider_status', type: 'text', nullable: true }) providerStatus!: string | null;
  @timestamp('snapshot_at') snapshotAt!: Date | null;
  @Column({ name: 'created_at', type: 'timestamptz', insert: false, update: false }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
