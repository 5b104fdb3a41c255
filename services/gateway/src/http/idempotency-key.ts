import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@untangle/contracts';
import { ServiceError } from '@untangle/transport';

const BAD_KEY = "The Idempotency-Key header must be 1 to 200 letters, digits, '-', '_', ':' or '.'.";

/** The Idempotency-Key header, validated; undefined when the client sent none. */
export function idempotencyKeyFrom(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new ServiceError('VALIDATION_FAILED', BAD_KEY);
  }
  return header;
}

/** A command's idempotency key: the client's Idempotency-Key when it sent one, else a fresh uuid. */
export function idempotencyKeyOrNew(header: string | string[] | undefined): string {
  return idempotencyKeyFrom(header) ?? randomUUID();
}
