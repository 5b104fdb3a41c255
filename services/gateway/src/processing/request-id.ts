import { createHash, randomUUID } from 'node:crypto';
import type { LogicType } from '@untangle/contracts';

function digest(parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('base64url');
}

/**
 * The requestId of a restructure: the quota reservation's key and the BullMQ job id. With an
 * Idempotency-Key it is derived from the member, the key AND the request itself, so:
 * - a retry of the same request (same key, same body) is the same request: reserved once, processed
 *   once;
 * - two members never share one (the member is part of it);
 * - the same key reused for another text is another request: it reserves (and on failure releases)
 *   its own unit, and can never release the unit of the request that used the key first.
 * `k` + 43 base64url characters: no ':' (BullMQ refuses it in ids), never all digits.
 */
export function restructureRequestId(
  userId: string,
  idempotencyKey: string | undefined,
  body: { inputText: string; logicType: LogicType },
): string {
  if (idempotencyKey === undefined) return randomUUID();
  return `k${digest(['restructure', userId, idempotencyKey, body.logicType, body.inputText])}`;
}

/** Where the gateway remembers the requestId an Idempotency-Key named (per member). */
export function idempotencyIndexKey(redisPrefix: string, userId: string, idempotencyKey: string): string {
  return `${redisPrefix}gateway:process-text:key:${digest([userId, idempotencyKey])}`;
}
