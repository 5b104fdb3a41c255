import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `identity` schema: accounts, tombstones of deleted accounts (so a retried deletion answers the
 * same), the OpenID provider's own storage (sessions, grants, codes, refresh tokens, interactions:
 * one payload table keyed by model and id) and the provider secrets generated for development.
 */
export class CreateIdentity1795310400000 implements MigrationInterface {
  name = 'CreateIdentity1795310400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "identity"."accounts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" text NOT NULL CHECK (char_length("email") BETWEEN 3 AND 254 AND "email" = lower(btrim("email"))),
        "first_name" text NOT NULL CHECK (char_length(btrim("first_name")) BETWEEN 1 AND 100),
        "password_hash" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    // One account per e-mail address, whatever its case.
    await runner.query(`CREATE UNIQUE INDEX "accounts_email_key" ON "identity"."accounts" (lower("email"))`);

    await runner.query(`
      CREATE TABLE "identity"."account_deletions" (
        "account_id" text PRIMARY KEY CHECK (char_length("account_id") BETWEEN 1 AND 200),
        "request_id" text NOT NULL CHECK (char_length("request_id") BETWEEN 1 AND 200),
        "deleted_at" timestamptz NOT NULL DEFAULT now()
      )`);

    await runner.query(`
      CREATE TABLE "identity"."oidc_payloads" (
        "model" text NOT NULL,
        "id" text NOT NULL,
        "payload" jsonb NOT NULL,
        "grant_id" text,
        "uid" text,
        "user_code" text,
        "account_id" text,
        "expires_at" timestamptz,
        PRIMARY KEY ("model", "id")
      )`);
    await runner.query(`
      CREATE INDEX "oidc_payloads_grant_idx" ON "identity"."oidc_payloads" ("grant_id", "model")
        WHERE "grant_id" IS NOT NULL`);
    await runner.query(`
      CREATE INDEX "oidc_payloads_uid_idx" ON "identity"."oidc_payloads" ("model", "uid")
        WHERE "uid" IS NOT NULL`);
    await runner.query(`
      CREATE INDEX "oidc_payloads_user_code_idx" ON "identity"."oidc_payloads" ("model", "user_code")
        WHERE "user_code" IS NOT NULL`);
    await runner.query(`
      CREATE INDEX "oidc_payloads_account_idx" ON "identity"."oidc_payloads" ("account_id")
        WHERE "account_id" IS NOT NULL`);
    await runner.query(`
      CREATE INDEX "oidc_payloads_expires_idx" ON "identity"."oidc_payloads" ("expires_at")
        WHERE "expires_at" IS NOT NULL`);

    await runner.query(`
      CREATE TABLE "identity"."provider_secrets" (
        "name" text PRIMARY KEY,
        "value" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "identity"."provider_secrets"`);
    await runner.query(`DROP TABLE "identity"."oidc_payloads"`);
    await runner.query(`DROP TABLE "identity"."account_deletions"`);
    await runner.query(`DROP TABLE "identity"."accounts"`);
  }
}
