import { describe, expect, it } from '@jest/globals';
import { TransportError } from '@untangle/transport';
import { decodeCursor, encodeCursor } from './cursor.js';

const cursor = { createdAt: '2025-10-02T09:15:30.123456Z', id: '0b7c5a52-2f1e-4a4e-9a57-1d1c1c7b8e21' };

describe(encodeCursor.name, () => {
  it('gives a URL-safe token that decodes back to the same position, microseconds included', () => {
    const token = encodeCursor(cursor);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(token)).toEqual(cursor);
  });
});

describe(decodeCursor.name, () => {
  const token = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

  it.each([
    ['not base64url', 'a+b/c='],
    ['empty', ''],
    ['too long', 'A'.repeat(201)],
    ['no separator', token('2025-10-02T09:15:30.123456Z')],
    ['a millisecond timestamp', token(`2025-10-02T09:15:30.123Z|${cursor.id}`)],
    ['an impossible date', token(`2025-02-30T09:15:30.123456Z|${cursor.id}`)],
    ['month 13', token(`2025-13-02T09:15:30.123456Z|${cursor.id}`)],
    ['a non-uuid id', token(`${cursor.createdAt}|1 OR 1=1`)],
    ['an extra field', token(`${cursor.createdAt}|${cursor.id}|x`)],
  ])('refuses %s as VALIDATION_FAILED', (_what, value) => {
    let thrown: unknown;
    try {
      decodeCursor(value);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(thrown).not.toBeInstanceOf(TransportError);
  });
});
