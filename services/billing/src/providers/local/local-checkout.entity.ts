import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A test-mode checkout of the `local` provider; its random id is the page's capability. */
@Entity({ name: 'local_checkouts' })
export class LocalCheckoutEntity {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ name: 'user_id', type: 'text' }) userId!: string;
  /** The command's idempotency key; the column is request_id. */
  @Column({ name: 'request_id', type: 'text' }) idempotencyKey!: string;
  @Column({ type: 'text' }) status!: 'open' | 'paid' | 'cancelled';
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt!: Date | null;
}
