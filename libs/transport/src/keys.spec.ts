import { describe, expect, it } from '@jest/globals';
import { replyKey, serviceKeys } from './keys.js';

describe('keys', () => {
  // Wire protocol: replicas of different versions must agree on these.
  it('lays out one request stream and group per service, a shared events stream and per-client replies', () => {
    expect(serviceKeys('untangle:', 'billing')).toEqual({
      requests: 'untangle:rpc:billing',
      events: 'untangle:events',
      counters: 'untangle:stats:billing',
      deadLetters: 'untangle:dead:billing',
      group: 'billing',
    });
    expect(replyKey('untangle:', 'c1')).toBe('untangle:reply:c1');
  });
});
