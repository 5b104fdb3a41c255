import { ServiceError } from '@untangle/transport';

/**
 * Keyset position in a member's newest-first list: the (created_at, id) of the last session of a
 * page. `createdAt` keeps Postgres's microseconds (a JavaScript Date would round them away and
 * could skip or repeat sessions saved within the same millisecond).
 */
export interface SessionCursor {
  /** UTC, `YYYY-MM-DDTHH:MM:SS.ffffffZ`. */
  createdAt: string;
  id: string;
}

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SEPARATOR = '|';

/** An opaque, URL-safe token (base64url): clients pass it back as it is. */
export function encodeCursor(cursor: SessionCursor): string {
  return Buffer.from(`${cursor.createdAt}${SEPARATOR}${cursor.id}`, 'utf8').toString('base64url');
}

/** Reads a cursor this service issued; anything else is a 400 the member can recover from. */
export function decodeCursor(token: string): SessionCursor {
  const invalid = () =>
    new ServiceError('VALIDATION_FAILED', 'The cursor is not valid. Load the list again from the start.');
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) throw invalid();
  const [createdAt, id, ...rest] = Buffer.from(token, 'base64url').toString('utf8').split(SEPARATOR);
  if (rest.length > 0 || !createdAt || !id || !CREATED_AT.test(createdAt) || !UUID.test(id)) throw invalid();
  // A calendar check Postgres would otherwise make with a 500: month 13, February 30…
  const parsed = new Date(`${createdAt.slice(0, 19)}Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 19) !== createdAt.slice(0, 19)) {
    throw invalid();
  }
  return { createdAt, id };
}
