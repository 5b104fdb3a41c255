import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client's address that budgets are kept for: a whole IPv4 address, or the /64
 * network of an IPv6 one (one subscriber gets a whole /64, so keying by the full address would give
 * every client 2^64 budgets). IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function addressBudgetKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return `other:${ip}`;
}

/** The eight 16-bit groups of an IPv6 address, lower-case and without leading zeros. */
export function expandIPv6(ip: string): string[] {
  const [address] = ip.split('%');
  let text = address!.toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16).toString(16));
}
