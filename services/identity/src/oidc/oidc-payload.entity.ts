import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * `identity.oidc_payloads`: everything oidc-provider stores (Session, Grant, AuthorizationCode,
 * RefreshToken, Interaction, …), keyed by model and id, with the lookups the provider needs as
 * columns. Read and written with SQL by PostgresAdapter; the entity documents the table.
 */
@Entity({ name: 'oidc_payloads' })
export class OidcPayloadEntity {
  @PrimaryColumn('text')
  model!: string;

  @PrimaryColumn('text')
  id!: string;

  @Column('jsonb')
  payload!: Record<string, unknown>;

  @Column('text', { name: 'grant_id', nullable: true })
  grantId!: string | null;

  @Column('text', { nullable: true })
  uid!: string | null;

  @Column('text', { name: 'user_code', nullable: true })
  userCode!: string | null;

  /** Whose it is: account deletion removes every row of the account. */
  @Column('text', { name: 'account_id', nullable: true })
  accountId!: string | null;

  /** Rows past this are never read and are swept periodically. */
  @Column('timestamptz', { name: 'expires_at', nullable: true })
  expiresAt!: Date | null;
}

/** `identity.provider_secrets`: signing keys and cookie keys generated for development (never in production). */
@Entity({ name: 'provider_secrets' })
export class ProviderSecretEntity {
  @PrimaryColumn('text')
  name!: string;

  @Column('jsonb')
  value!: unknown;

  @Column('timestamptz', { name: 'created_at' })
  createdAt!: Date;
}
