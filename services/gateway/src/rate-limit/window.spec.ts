import { describe, expect, it } from '@jest/globals';
import { decide, mostRestrictive, type RateLimitDecision } from './window.js';

const decision = (overrides: Partial<RateLimitDecision> = {}): RateLimitDecision => ({
  allowed: true,
  limit: 10,
  remaining: 5,
  resetS: 30,
  ...overrides,
});

describe(decide.name, () => {
  it('allows requests up to the limit and refuses the one after', () => {
    expect(decide(1, 60_000, 5, 60_000)).toEqual({ allowed: true, limit: 5, remaining: 4, resetS: 60 });
    expect(decide(5, 10_000, 5, 60_000)).toEqual({ allowed: true, limit: 5, remaining: 0, resetS: 10 });
    expect(decide(6, 10_000, 5, 60_000)).toEqual({ allowed: false, limit: 5, remaining: 0, resetS: 10 });
    expect(decide(600, 10_000, 5, 60_000).remaining).toBe(0);
  });

  it('rounds the time left up to whole seconds, never below one', () => {
    expect(decide(6, 1_001, 5, 60_000).resetS).toBe(2);
    expect(decide(6, 1, 5, 60_000).resetS).toBe(1);
    expect(decide(6, 0, 5, 60_000).resetS).toBe(60);
  });

  it('treats a counter without an expiry as a fresh window and never reports more than a window', () => {
    expect(decide(6, -1, 5, 2_000).resetS).toBe(2);
    expect(decide(6, 90_000, 5, 60_000).resetS).toBe(60);
  });
});

describe(mostRestrictive.name, () => {
  it('keeps whichever decision exists', () => {
    const only = decision();
    expect(mostRestrictive(undefined, only)).toBe(only);
    expect(mostRestrictive(only, undefined)).toBe(only);
    expect(mostRestrictive(undefined, undefined)).toBeUndefined();
  });

  it('prefers a refusal, then fewer requests left, then the later reset', () => {
    const refused = decision({ allowed: false, remaining: 0 });
    const fewer = decision({ remaining: 1 });
    const later = decision({ remaining: 1, resetS: 50 });
    expect(mostRestrictive(decision(), refused)).toBe(refused);
    expect(mostRestrictive(refused, decision({ remaining: 0 }))).toBe(refused);
    expect(mostRestrictive(decision(), fewer)).toBe(fewer);
    expect(mostRestrictive(fewer, decision())).toBe(fewer);
    expect(mostRestrictive(fewer, later)).toBe(later);
  });
});
