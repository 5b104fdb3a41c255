import { createHash, randomUUID } from 'node:crypto';
import type { LogicType, SentencePin } from '@untangle/contracts';

function digest(parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\u0000');
  return hash.digest('base64url');
}

/**
 * The idempotency key of a restructure: the quota reservation's key and the BullMQ job id. With an
 * Idempotency-Key it is derived from the member, the key AND the request itself, so:
 * - a retry of the same request (same key, same body) is the same request: reserved once, processed
 *   once;
 * - two members never share one (the member is part of it);
 * - the same key reused for another text, type or pins is another request: it reserves (and on
 *   failure releases) its own unit, and can never release the unit of the request that used the key
 *   first.
 * `k` + 43 base64url characters: no ':' (BullMQ refuses it in ids), never all digits.
 */
export function restructureIdempotencyKey(
  userId: string,
  idempotencyKey: string | undefined,
  body: { inputText: string; logicType: LogicType; pins?: readonly SentencePin[] },
): string {
  if (idempotencyKey === undefined) return randomUUID();
  const parts = ['restructure', userId, idempotencyKey, body.logicType, body.inputText];
  // Pins are part of the request: the same key with other pins is another request. A request
  // without pins keeps the id it had before pins existed.
  const pins = canonicalPins(body.pins);
  if (pins.length > 0) parts.push(pins.map((pin) => `${pin.sentence}@${pin.position}`).join(','));
  return `k${digest(parts)}`;
}

/** Pins in one spelling: by sentence, and none for a missing, null or empty list. */
export function canonicalPins(pins: readonly SentencePin[] | null | undefined): SentencePin[] {
  return (pins ?? [])
    .map(({ sentence, position }) => ({ sentence, position }))
    .sort((a, b) => a.sentence - b.sentence);
}

/** Where the gateway remembers the restructure key an Idempotency-Key named (per member). */
export function idempotencyIndexKey(redisPrefix: string, userId: string, idempotencyKey: string): string {
  return `${redisPrefix}gateway:process-text:key:${digest([userId, idempotencyKey])}`;
}
