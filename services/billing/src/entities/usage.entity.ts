import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { PlanId } from '@untangle/contracts';

/** Restructures of one member in one calendar month (UTC). Written only with atomic SQL. */
@Entity({ name: 'monthly_usage' })
export class MonthlyUsageEntity {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId!: string;
  /** First day of the month. */
  @PrimaryColumn({ type: 'date' }) month!: string;
  /** Restructures charged against the free allowance (at most PLANS.free.monthlyRestructures). */
  @Column({ type: 'integer', default: 0 }) used!: number;
  /** Restructures made as Pro (unlimited; counted for the usage figure only). */
  @Column({ name: 'unlimited_used', type: 'integer', default: 0 }) unlimitedUsed!: number;
}

/** One reserved unit of quota, keyed by the member and the request that asked for it. */
@Entity({ name: 'quota_reservations' })
export class QuotaReservationEntity {
  @PrimaryColumn({ name: 'user_id', type: 'text' }) userId!: string;
  @PrimaryColumn({ name: 'request_id', type: 'text' }) requestId!: string;
  /** The plan the answer was given for: a repeated request gets the same answer. */
  @Column({ type: 'text' }) plan!: PlanId;
  /** The month it was charged to; a release refunds that month even after the month rolled over. */
  @Column({ type: 'date' }) month!: string;
  @Column({ type: 'text' }) status!: 'reserved' | 'released';
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'released_at', type: 'timestamptz', nullable: true }) releasedAt!: Date | null;
}
