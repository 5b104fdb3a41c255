import { describe, expect, it } from '@jest/globals';
import { addressBudgetKey, expandIPv6 } from './client-address.js';

describe('the address a budget is kept for', () => {
  it('is the whole address for IPv4, also when it arrives IPv4-mapped', () => {
    expect(addressBudgetKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBudgetKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network for IPv6, however the address is written', () => {
    const key = addressBudgetKey('2001:db8:aa:bb::1');
    expect(key).toBe('2001:db8:aa:bb::/64');
    expect(addressBudgetKey('2001:0DB8:00aa:00bb:ffff:1:2:3')).toBe(key);
    expect(addressBudgetKey('2001:db8:aa:bb:0:0:0:9%eth0')).toBe(key);
    expect(addressBudgetKey('2001:db8:aa:bc::1')).not.toBe(key);
  });

  it('expands compressed and dotted IPv6 forms to eight groups', () => {
    expect(expandIPv6('::1')).toEqual(['0', '0', '0', '0', '0', '0', '0', '1']);
    expect(expandIPv6('fe80::')).toEqual(['fe80', '0', '0', '0', '0', '0', '0', '0']);
    expect(expandIPv6('64:ff9b::192.0.2.33')).toEqual(['64', 'ff9b', '0', '0', '0', '0', 'c000', '221']);
  });
});
