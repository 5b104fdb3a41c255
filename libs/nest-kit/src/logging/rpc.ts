import { REQUEST_ID_HEADER } from '@untangle/contracts';
import type { RedisStreamsClient } from '@untangle/transport';
import { currentRequestId } from './request-context.js';

/** A service call that carries the current request id, so the callee's log lines share it. */
export function rpc<TResult>(
  client: RedisStreamsClient,
  pattern: string,
  data: unknown,
  options: { timeoutMs?: number } = {},
): Promise<TResult> {
  const requestId = currentRequestId();
  return client.request<TResult>(pattern, data, {
    ...options,
    ...(requestId ? { headers: { [REQUEST_ID_HEADER]: requestId } } : {}),
  });
}
