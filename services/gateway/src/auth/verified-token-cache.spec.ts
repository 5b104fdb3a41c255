import { describe, expect, it } from '@jest/globals';
import { VerifiedTokenCache } from './verified-token-cache.js';

const user = (id: string) => ({ id, token: `token-of-${id}` });

describe(VerifiedTokenCache.name, () => {
  it('answers a verified token until its exp, never after', () => {
    const cache = new VerifiedTokenCache(60_000);
    cache.set('t', user('a'), 10_000, 0);
    expect(cache.get('t', 9_999)?.id).toBe('a');
    expect(cache.get('t', 10_000)).toBeUndefined();
  });

  it('forgets an entry after its maximum age even when the token lives longer', () => {
    const cache = new VerifiedTokenCache(5_000);
    cache.set('t', user('a'), 3_600_000, 0);
    expect(cache.get('t', 4_999)?.id).toBe('a');
    expect(cache.get('t', 5_000)).toBeUndefined();
  });

  it('keys entries by the exact token', () => {
    const cache = new VerifiedTokenCache(60_000);
    cache.set('t', user('a'), 10_000, 0);
    expect(cache.get('t ', 1)).toBeUndefined();
    expect(cache.get('T', 1)).toBeUndefined();
  });

  it('stays bounded, dropping the oldest entry first', () => {
    const cache = new VerifiedTokenCache(60_000, 2);
    cache.set('a', user('a'), 10_000, 0);
    cache.set('b', user('b'), 10_000, 0);
    cache.set('c', user('c'), 10_000, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)?.id).toBe('b');
    expect(cache.get('c', 1)?.id).toBe('c');
  });
});
