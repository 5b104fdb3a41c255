import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  traceId: string;
  userId?: string;
}

/** Carries the trace id through async work so every log line of one request shares it. */
export const requestContext = new AsyncLocalStorage<RequestContext>();

export function currentTraceId(): string | undefined {
  return requestContext.getStore()?.traceId;
}
