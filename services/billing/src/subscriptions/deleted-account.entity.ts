import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Accounts deleted, by a hash of their id only: a provider event that arrives late for a deleted
 * member is recorded but never recreates their subscription.
 */
@Entity({ name: 'deleted_accounts' })
export class DeletedAccountEntity {
  @PrimaryColumn({ name: 'user_hash', type: 'text' }) userHash!: string;
  @Column({ name: 'deleted_at', type: 'timestamptz' }) deletedAt!: Date;
}
