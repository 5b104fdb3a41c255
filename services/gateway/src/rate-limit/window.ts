/**
 * What one counted request means for its client. Fixed windows: the first request of a window
 * creates the counter with the window's length as its expiry, every request increments it, and the
 * counter disappears (the next window starts) when it expires.
 */
export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  /** Requests left in this window. */
  remaining: number;
  /** Whole seconds until the window ends (at least 1): `Retry-After` and `RateLimit-Reset`. */
  resetS: number;
}

/** From the counter after this request (`count`) and its time to live in milliseconds. */
export function decide(count: number, ttlMs: number, limit: number, windowMs: number): RateLimitDecision {
  // A counter without an expiry (should never happen: the script sets it) counts as a fresh window.
  const leftMs = ttlMs > 0 ? Math.min(ttlMs, windowMs) : windowMs;
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    resetS: Math.max(1, Math.ceil(leftMs / 1000)),
  };
}

/** The decision the client should pace itself by: the one with fewer requests left. */
export function mostRestrictive(
  a: RateLimitDecision | undefined,
  b: RateLimitDecision | undefined,
): RateLimitDecision | undefined {
  if (!a || !b) return a ?? b;
  if (a.allowed !== b.allowed) return a.allowed ? b : a;
  if (a.remaining !== b.remaining) return a.remaining < b.remaining ? a : b;
  return a.resetS >= b.resetS ? a : b;
}
