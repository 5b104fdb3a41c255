import type { EntityManager } from 'typeorm';

/**
 * Takes the per-member lock of `scope` (a service, or a part of one) inside the transaction that
 * `manager` runs: a transaction-level advisory lock on a 64-bit hash of
 * `untangle:<scope>:member:<userId>`, released when the transaction commits or rolls back. Every
 * change to one member's data in that scope that takes it runs one after another, even before the
 * member has a row to lock; other members, and other scopes, never wait for it.
 *
 * Call it first in the transaction, before reading what the change depends on.
 */
export async function lockMember(manager: EntityManager, scope: string, userId: string): Promise<void> {
  await manager.query(
    `SELECT pg_advisory_xact_lock(hashtextextended('untangle:' || $1::text || ':member:' || $2::text, 0))`,
    [scope, userId],
  );
}
