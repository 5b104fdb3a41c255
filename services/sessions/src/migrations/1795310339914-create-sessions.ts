import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The `sessions` schema: saved results (one row per session), the outcome of each delete-all request
 * (so a retried one reports the same count), and tombstones of deleted accounts (so a save still in
 * flight when an account is deleted cannot leave data behind).
 *
 * Search uses pg_trgm (in Debian's postgresql-contrib, in the official images). It is a trusted
 * extension: a role with CREATE on the database (which the migration runner's
 * `CREATE SCHEMA IF NOT EXISTS` needs anyway) may create it without being a superuser. Where the
 * migrations run under a role without it, the database-init step creates it once
 * (`CREATE EXTENSION IF NOT EXISTS pg_trgm;` as a superuser); with the extension already there,
 * `CREATE EXTENSION IF NOT EXISTS` is a no-op that needs no privilege. The schema is the same
 * everywhere: this migration never falls back to a different index, it stops with a clear message.
 */
export class CreateSessions1795310339914 implements MigrationInterface {
  name = 'CreateSessions1795310339914';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      DO $$
      BEGIN
        CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
      EXCEPTION
        WHEN insufficient_privilege THEN
          RAISE EXCEPTION 'The sessions schema needs the pg_trgm extension, and this role may not create it.'
            USING HINT = 'Run "CREATE EXTENSION IF NOT EXISTS pg_trgm;" once as a superuser in this database, then migrate again.';
        WHEN undefined_file THEN
          RAISE EXCEPTION 'The sessions schema needs the pg_trgm extension, which this PostgreSQL server does not have.'
            USING HINT = 'Install the server''s contrib package (Debian: postgresql-contrib), then migrate again.';
      END
      $$`);

    await runner.query(`
      CREATE TABLE "sessions"."sessions" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" text NOT NULL CHECK (char_length("user_id") BETWEEN 1 AND 200),
        "request_id" text NOT NULL CHECK (char_length("request_id") BETWEEN 1 AND 200),
        "session_type" text NOT NULL DEFAULT 'text' CHECK ("session_type" = 'text'),
        "input_text" text NOT NULL CHECK (char_length("input_text") BETWEEN 1 AND 4000),
        "output_text" text NOT NULL CHECK (char_length("output_text") BETWEEN 1 AND 8000),
        "logic_type" text NOT NULL CHECK ("logic_type" IN
          ('auto-detect', 'chronological', 'cause-effect', 'argument-flow', 'process', 'process-steps')),
        "explanation" text NOT NULL CHECK (char_length("explanation") <= 4000),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "sessions_user_request_key" UNIQUE ("user_id", "request_id")
      )`);
    // A member's sessions newest first, and the keyset (created_at, id) of cursor pagination.
    await runner.query(`
      CREATE INDEX "sessions_user_created_idx"
        ON "sessions"."sessions" ("user_id", "created_at" DESC, "id" DESC)`);
    // Case-insensitive substring search (ILIKE '%…%') on input and output. The operator class is
    // qualified with the schema the extension lives in, wherever the init step put it.
    await runner.query(`
      DO $$
      DECLARE trgm text := (
        SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm');
      BEGIN
        EXECUTE format('CREATE INDEX "sessions_input_trgm_idx" ON "sessions"."sessions" USING gin ("input_text" %I.gin_trgm_ops)', trgm);
        EXECUTE format('CREATE INDEX "sessions_output_trgm_idx" ON "sessions"."sessions" USING gin ("output_text" %I.gin_trgm_ops)', trgm);
      END
      $$`);

    await runner.query(`
      CREATE TABLE "sessions"."delete_all_requests" (
        "user_id" text NOT NULL,
        "request_id" text NOT NULL,
        "deleted_count" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("user_id", "request_id")
      )`);
    await runner.query(`
      CREATE INDEX "delete_all_requests_created_idx" ON "sessions"."delete_all_requests" ("created_at")`);

    await runner.query(`
      CREATE TABLE "sessions"."deleted_accounts" (
        "user_id" text PRIMARY KEY,
        "deleted_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE INDEX "deleted_accounts_deleted_idx" ON "sessions"."deleted_accounts" ("deleted_at")`);
  }

  /** Drops what this migration made. The extension stays: the init step may own it, others may use it. */
  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE "sessions"."deleted_accounts"`);
    await runner.query(`DROP TABLE "sessions"."delete_all_requests"`);
    await runner.query(`DROP TABLE "sessions"."sessions"`);
  }
}
