import { describe, expect, it } from '@jest/globals';
import {
  parseAutoClaimReply,
  parseConsumersReply,
  parsePendingReply,
  parseReadReply,
} from './stream-replies.js';

describe('stream command replies', () => {
  it('reads XREADGROUP batches per stream, and nothing from a timed-out BLOCK', () => {
    expect(parseReadReply(null)).toEqual([]);
    expect(
      parseReadReply([
        ['rpc:a', [['1-0', ['e', '{}']]]],
        ['events', [['2-0', ['e', '{}', 'x', 'y']]]],
      ]),
    ).toEqual([
      { stream: 'rpc:a', entries: [{ id: '1-0', fields: ['e', '{}'] }] },
      { stream: 'events', entries: [{ id: '2-0', fields: ['e', '{}', 'x', 'y'] }] },
    ]);
  });

  it('reads XAUTOCLAIM of Redis 7 and the deleted entries of Redis 6.2', () => {
    expect(parseAutoClaimReply(['5-0', [['3-0', ['e', '{}']]], ['4-0']])).toEqual({
      next: '5-0',
      entries: [{ id: '3-0', fields: ['e', '{}'] }],
      deleted: ['4-0'],
    });
    expect(parseAutoClaimReply(['0-0', [['3-0', null]]])).toEqual({
      next: '0-0',
      entries: [],
      deleted: ['3-0'],
    });
  });

  it('reads extended XPENDING and XINFO CONSUMERS', () => {
    expect(parsePendingReply([['1-0', 'c1', 1200, 3]])).toEqual([
      { id: '1-0', consumer: 'c1', idleMs: 1200, deliveries: 3 },
    ]);
    expect(parseConsumersReply([['name', 'c1', 'pending', 2, 'idle', 50, 'inactive', 50]])).toEqual([
      { name: 'c1', pending: 2, idleMs: 50 },
    ]);
  });
});
