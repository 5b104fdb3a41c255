import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `billing.reserve_quota`: claims a request and charges it in one round trip and one transaction.
 * A repeat of a reserved request is answered from the stored reservation without charging; a request
 * released after a failure and retried is a new attempt and is charged again; a free member over the
 * limit gets SQLSTATE UQ402 and nothing stays claimed or charged (the exception rolls it all back).
 * Answers the plan the reservation holds.
 */
export class ReserveQuotaFunction1795400000000 implements MigrationInterface {
  name = 'ReserveQuotaFunction1795400000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION "billing"."reserve_quota"(
        p_user_id text, p_request_id text, p_plan text, p_month date, p_now timestamptz, p_limit integer
      ) RETURNS text
      LANGUAGE plpgsql
      SET search_path = "billing", pg_temp
      AS $$
      DECLARE
        v_claimed text;
        v_plan text;
        v_charged integer;
      BEGIN
        INSERT INTO quota_reservations (user_id, request_id, plan, month, status, created_at)
        VALUES (p_user_id, p_request_id, p_plan, p_month, 'reserved', p_now)
        ON CONFLICT (user_id, request_id) DO UPDATE
          SET status = 'reserved', plan = EXCLUDED.plan, month = EXCLUDED.month,
              created_at = EXCLUDED.created_at, released_at = NULL
          WHERE quota_reservations.status = 'released'
        RETURNING request_id INTO v_claimed;

        IF v_claimed IS NULL THEN
          SELECT plan INTO v_plan FROM quota_reservations
           WHERE user_id = p_user_id AND request_id = p_request_id;
          RETURN v_plan;
        END IF;

        IF p_limit IS NULL THEN
          INSERT INTO monthly_usage (user_id, month, unlimited_used) VALUES (p_user_id, p_month, 1)
          ON CONFLICT (user_id, month) DO UPDATE SET unlimited_used = monthly_usage.unlimited_used + 1;
          RETURN p_plan;
        END IF;

        INSERT INTO monthly_usage (user_id, month, used) VALUES (p_user_id, p_month, 1)
        ON CONFLICT (user_id, month) DO UPDATE SET used = monthly_usage.used + 1
          WHERE monthly_usage.used < p_limit
        RETURNING used INTO v_charged;
        IF v_charged IS NULL THEN
          RAISE EXCEPTION 'quota exceeded' USING ERRCODE = 'UQ402';
        END IF;
        RETURN p_plan;
      END;
      $$`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(
      'DROP FUNCTION "billing"."reserve_quota"(text, text, text, date, timestamptz, integer)',
    );
  }
}
