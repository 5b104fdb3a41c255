import { Column, Entity, PrimaryColumn } from 'typeorm';

/** `identity.accounts`: one member. Created by the migrations, never synchronised. */
@Entity({ name: 'accounts' })
export class AccountEntity {
  /** Given by the database (`gen_random_uuid()`); the `sub` of every token this member gets. */
  @PrimaryColumn('uuid')
  id!: string;

  /** Trimmed and lower-cased; unique whatever its case (`accounts_email_key` on `lower(email)`). */
  @Column('text')
  email!: string;

  @Column('text', { name: 'first_name' })
  firstName!: string;

  /** `scrypt$N$r$p$salt$hash` (see passwords.ts); never leaves this service. */
  @Column('text', { name: 'password_hash' })
  passwordHash!: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}
