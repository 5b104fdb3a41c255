import { describe, expect, it } from '@jest/globals';
import { decodeEvent, decodeReply, decodeRequest, encodeEntry, type RequestEnvelope } from './envelope.js';

const request: RequestEnvelope = {
  id: '6f1c0c5e-1111-4c4c-9c9c-000000000001',
  pattern: 'quota.reserve',
  data: { idempotencyKey: 'r1', units: 2 },
  replyTo: 'untangle:reply:abc',
  deadline: 1_700_000_000_000,
  headers: { 'x-trace-id': 'r1' },
};

describe('envelope codec', () => {
  it('round-trips a request through the single stream field', () => {
    const fields = encodeEntry(request);
    expect(fields[0]).toBe('e');
    expect(decodeRequest(fields)).toEqual(request);
  });

  it('finds the envelope field among other fields', () => {
    expect(decodeRequest(['other', 'x', ...encodeEntry(request)])).toEqual(request);
  });

  it('rejects entries that are not request envelopes', () => {
    expect(decodeRequest([])).toBeUndefined();
    expect(decodeRequest(['e', '{not json'])).toBeUndefined();
    expect(decodeRequest(['e', '"a string"'])).toBeUndefined();
    expect(decodeRequest(encodeEntry({ ...request, deadline: undefined } as never))).toBeUndefined();
    expect(decodeRequest(encodeEntry({ ...request, replyTo: 5 } as never))).toBeUndefined();
    expect(decodeRequest(encodeEntry({ ...request, headers: { n: 1 } } as never))).toBeUndefined();
    expect(decodeRequest(encodeEntry({ ...request, pattern: undefined } as never))).toBeUndefined();
  });

  it('decodes events, which carry no reply stream or deadline', () => {
    const event = { id: 'e1', pattern: 'account.deleted', data: { userId: 'u' }, headers: {} };
    expect(decodeEvent(encodeEntry(event))).toEqual(event);
  });

  it('decodes both kinds of reply and nothing else', () => {
    expect(decodeReply(encodeEntry({ id: 'a', values: [1, 'two'] }))).toEqual({
      id: 'a',
      values: [1, 'two'],
    });
    const failure = {
      id: 'b',
      error: { code: 'INTERNAL' as const, status: 500, message: 'm', errorId: 'x' },
    };
    expect(decodeReply(encodeEntry(failure))).toEqual(failure);
    expect(decodeReply(['e', JSON.stringify({ id: 'c' })])).toBeUndefined();
    expect(decodeReply(['e', JSON.stringify({ values: [] })])).toBeUndefined();
  });
});
