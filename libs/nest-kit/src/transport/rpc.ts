import { TRACE_ID_HEADER } from '@untangle/contracts';
import type { RedisStreamsClient } from '@untangle/transport';
import { currentTraceId } from '../logging/request-context.js';

/** A service call that carries the current trace id, so the callee's log lines share it. */
export function rpc<TResult>(
  client: RedisStreamsClient,
  pattern: string,
  data: unknown,
  options: { timeoutMs?: number } = {},
): Promise<TResult> {
  const traceId = currentTraceId();
  return client.request<TResult>(pattern, data, {
    ...options,
    ...(traceId ? { headers: { [TRACE_ID_HEADER]: traceId } } : {}),
  });
}
