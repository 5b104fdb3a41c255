import { describe, expect, it } from '@jest/globals';
import { RedisStreamsContext } from './context.js';

describe(RedisStreamsContext.name, () => {
  const args = {
    pattern: 'sessions.create',
    messageId: 'm-1',
    entryId: '1-0',
    stream: 'untangle:rpc:sessions',
    deliveryCount: 2,
    deadline: 10_000,
    headers: { 'x-trace-id': 'r' },
  };

  it('exposes what the handler needs to know about the message', () => {
    const ctx = new RedisStreamsContext(args);
    expect(ctx).toMatchObject({
      pattern: 'sessions.create',
      messageId: 'm-1',
      entryId: '1-0',
      deliveryCount: 2,
      deadline: 10_000,
      headers: { 'x-trace-id': 'r' },
    });
    expect(ctx.getArgs()).toEqual([args]);
  });

  it('tells the time left before the deadline, unlimited for events', () => {
    expect(new RedisStreamsContext(args).remainingMs(9_000)).toBe(1_000);
    expect(new RedisStreamsContext(args).remainingMs(11_000)).toBe(0);
    expect(new RedisStreamsContext({ ...args, deadline: undefined }).remainingMs()).toBe(Infinity);
  });
});
