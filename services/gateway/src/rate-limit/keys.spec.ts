import { describe, expect, it } from '@jest/globals';
import { clientAddressKey, rateLimitKey } from './keys.js';

describe(rateLimitKey.name, () => {
  it('puts every counter under the gateway part of the Redis prefix, by subject', () => {
    expect(rateLimitKey('untangle:', 'user', 'user-123')).toBe('untangle:gateway:ratelimit:user:user-123');
    expect(rateLimitKey('test:x:', 'ip', '203.0.113.7')).toBe('test:x:gateway:ratelimit:ip:203.0.113.7');
  });

  it('hashes a user id that is long or holds unusual characters', () => {
    const odd = rateLimitKey('p:', 'user', 'a b:c*');
    expect(odd).toMatch(/^p:gateway:ratelimit:user:h:[0-9a-f]{64}$/);
    expect(rateLimitKey('p:', 'user', 'x'.repeat(129))).toMatch(/^p:gateway:ratelimit:user:h:[0-9a-f]{64}$/);
    expect(rateLimitKey('p:', 'user', 'a b:d*')).not.toBe(odd);
  });

  it('never lets a user id pass for an address counter', () => {
    expect(rateLimitKey('p:', 'user', '203.0.113.7')).not.toBe(rateLimitKey('p:', 'ip', '203.0.113.7'));
  });
});

describe(clientAddressKey.name, () => {
  it('keeps an IPv4 address, also when written IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 client by its /64 network, however the address is written', () => {
    const key = clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002::1')).toBe(key);
    expect(clientAddressKey('2001:DB8:1:2::ffff:1.2.3.4')).toBe(key);
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('puts anything that is not an address in one shared bucket', () => {
    expect(clientAddressKey('')).toBe('unknown');
    expect(clientAddressKey('not-an-ip')).toBe('unknown');
    expect(clientAddressKey('1.2.3.4, 5.6.7.8')).toBe('unknown');
  });
});
