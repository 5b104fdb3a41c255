import { describe, expect, it } from '@jest/globals';
import { WarnThrottle } from './warn-throttle.js';

describe(WarnThrottle.name, () => {
  it('lets the first warning through, holds back the rest of the interval and counts them', () => {
    let now = 1_000;
    const throttle = new WarnThrottle(60_000, () => now);
    expect(throttle.take()).toEqual({ log: true, suppressed: 0 });
    now += 10;
    expect(throttle.take().log).toBe(false);
    now += 59_000;
    expect(throttle.take().log).toBe(false);
    now += 1_000;
    expect(throttle.take()).toEqual({ log: true, suppressed: 2 });
    expect(throttle.take()).toEqual({ log: false, suppressed: 0 });
  });
});
