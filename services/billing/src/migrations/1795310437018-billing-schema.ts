import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The billing schema: subscriptions, monthly usage, quota reservations, payment events, local checkouts. */
export class BillingSchema1795310437018 implements MigrationInterface {
  name = 'BillingSchema1795310437018';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE "billing"."subscriptions" (
        "user_id" text PRIMARY KEY,
        "provider" text NOT NULL CHECK ("provider" IN ('local', 'stripe')),
        "status" text NOT NULL CHECK ("status" IN ('active', 'past_due', 'incomplete', 'ended')),
        "status_changed_at" timestamptz NOT NULL,
        "cancel_at_period_end" boolean NOT NULL DEFAULT false,
        "cancelled_at" timestamptz,
        "current_period_start" timestamptz,
        "current_period_end" timestamptz,
        "past_due_since" timestamptz,
        "last_paid_at" timestamptz,
        "ended_at" timestamptz,
        "provider_customer_id" text,
        "provider_subscription_id" text,
        "provider_status" text,
        "snapshot_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK ("status" <> 'past_due' OR "past_due_since" IS NOT NULL)
      )`);
    await runner.query(`
      CREATE UNIQUE INDEX "subscriptions_provider_subscription_id_key"
        ON "billing"."subscriptions" ("provider_subscription_id")
        WHERE "provider_subscription_id" IS NOT NULL`);
    await runner.query(`
      CREATE INDEX "subscriptions_provider_customer_id_idx"
        ON "billing"."subscriptions" ("provider_customer_id")
        WHERE "provider_customer_id" IS NOT NULL`);
    // What the maintenance job scans: only the few rows that can still change on their own.
    await runner.query(`
      CREATE INDEX "subscriptions_live_idx" ON "billing"."subscriptions" ("status", "current_period_end")
        WHERE "status" IN ('active', 'past_due')`);

    await runner.query(`
      CREATE TABLE "billing"."monthly_usage" (
        "user_id" text NOT NULL,
        "month" date NOT NULL CHECK (extract(day FROM "month") = 1),
        "used" integer NOT NULL DEFAULT 0 CHECK ("used" >= 0),
        "unlimited_used" integer NOT NULL DEFAULT 0 CHECK ("unlimited_used" >= 0),
        PRIMARY KEY ("user_id", "month")
      )`);

    await runner.query(`
      CREATE TABLE "billing"."quota_reservations" (
        "user_id" text NOT NULL,
        "request_id" text NOT NULL,
        "plan" text NOT NULL CHECK ("plan" IN ('free', 'pro')),
        "month" date NOT NULL,
        "status" text NOT NULL DEFAULT 'reserved' CHECK ("status" IN ('reserved', 'released')),
        "created_at" timestamptz NOT NULL,
        "released_at" timestamptz,
        PRIMARY KEY ("user_id", "request_id")
      )`);
    await runner.query(
      `CREATE INDEX "quota_reservations_created_at_idx" ON "billing"."quota_reservations" ("created_at")`,
    );

    await runner.query(`
      CREATE TABLE "billing"."payment_events" (
        "event_id" text PRIMARY KEY,
        "provider" text NOT NULL CHECK ("provider" IN ('local', 'stripe')),
        "type" text NOT NULL,
        "user_id" text,
        "provider_customer_id" text,
        "provider_subscription_id" text,
        "amount_cents" integer,
        "currency" text,
        "occurred_at" timestamptz NOT NULL,
        "processed_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE INDEX "payment_events_user_id_idx" ON "billing"."payment_events" ("user_id")
        WHERE "user_id" IS NOT NULL`);

    await runner.query(`
      CREATE TABLE "billing"."local_checkouts" (
        "id" text PRIMARY KEY,
        "user_id" text NOT NULL,
        "request_id" text NOT NULL,
        "status" text NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'paid', 'cancelled')),
        "created_at" timestamptz NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "completed_at" timestamptz,
        UNIQUE ("user_id", "request_id")
      )`);

    await runner.query(`
      CREATE TABLE "billing"."deleted_accounts" (
        "user_hash" text PRIMARY KEY,
        "deleted_at" timestamptz NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE "billing"."deleted_accounts"');
    await runner.query('DROP TABLE "billing"."local_checkouts"');
    await runner.query('DROP TABLE "billing"."payment_events"');
    await runner.query('DROP TABLE "billing"."quota_reservations"');
    await runner.query('DROP TABLE "billing"."monthly_usage"');
    await runner.query('DROP TABLE "billing"."subscriptions"');
  }
}
