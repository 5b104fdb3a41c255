import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LEGACY_TRACE_ID_HEADER, TRACE_ID_HEADER } from '@untangle/contracts';

const SAFE_TRACE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Keeps the caller's trace id when it is well-formed (x-trace-id, else the legacy x-request-id),
 * else makes one.
 */
export function traceIdFrom(request: IncomingMessage): string {
  for (const name of [TRACE_ID_HEADER, LEGACY_TRACE_ID_HEADER]) {
    const header = request.headers[name];
    const candidate = Array.isArray(header) ? header[0] : header;
    if (candidate && SAFE_TRACE_ID.test(candidate)) return candidate;
  }
  return randomUUID();
}
