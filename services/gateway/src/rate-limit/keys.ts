import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

export type RateLimitSubject = 'ip' | 'user';

/** A user id as it may appear in a key: kept when short and plain, hashed otherwise. */
const PLAIN_ID = /^[A-Za-z0-9._@|-]{1,128}$/;

/** The Redis key counting `subject`'s requests, under the gateway's part of the prefix. */
export function rateLimitKey(redisPrefix: string, subject: RateLimitSubject, id: string): string {
  const part = subject === 'ip' ? clientAddressKey(id) : PLAIN_ID.test(id) ? id : `h:${sha256(id)}`;
  return `${redisPrefix}gateway:ratelimit:${subject}:${part}`;
}

/**
 * The part of a client address that identifies one client: an IPv4 address (also when written
 * IPv4-mapped, `::ffff:a.b.c.d`), or the /64 network of an IPv6 address, since one IPv6 host
 * usually holds a whole /64 and could otherwise take a fresh address per request.
 */
export function clientAddressKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(trimmed)) return trimmed;
  if (isIPv6(trimmed)) return `${expandIPv6(trimmed).slice(0, 4).join(':')}::/64`;
  // Not an address (no socket address at all): one shared bucket rather than one per string.
  return 'unknown';
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros (`::` and zone ids resolved). */
function expandIPv6(address: string): string[] {
  let text = address.split('%')[0]!;
  // A trailing dotted IPv4 part holds the last two groups.
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
