import type { Stack } from '../support/stack.js';

/** What billing counted for a member against what it holds reserved: equal unless a unit was counted twice. */
export async function quotaLedger(
  stack: Stack,
  userId: string,
): Promise<{ counted: number; reserved: number }> {
  const [usage] = await stack.query<{ counted: number }>(
    `SELECT coalesce(sum("used" + "unlimited_used"), 0)::int AS counted FROM "billing"."monthly_usage" WHERE "user_id" = $1`,
    [userId],
  );
  const [reservations] = await stack.query<{ reserved: number }>(
    `SELECT count(*)::int AS reserved FROM "billing"."quota_reservations" WHERE "user_id" = $1 AND "status" = 'reserved'`,
    [userId],
  );
  return { counted: usage?.counted ?? 0, reserved: reservations?.reserved ?? 0 };
}

/** Which of these session ids are stored. */
export async function sessionIdsOf(stack: Stack, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await stack.query<{ id: string }>(
    `SELECT "id" FROM "sessions"."sessions" WHERE "id" = ANY($1::uuid[])`,
    [ids],
  );
  return new Set(rows.map((row) => row.id));
}

/** How many sessions a member has stored. */
export async function storedSessions(stack: Stack, userId: string): Promise<number> {
  const [row] = await stack.query<{ stored: number }>(
    `SELECT count(*)::int AS stored FROM "sessions"."sessions" WHERE "user_id" = $1`,
    [userId],
  );
  return row?.stored ?? 0;
}
