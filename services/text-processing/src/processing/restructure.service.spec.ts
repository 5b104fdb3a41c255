import { describe, expect, it } from '@jest/globals';
import { replyMarginMs } from './restructure.service.js';

describe(replyMarginMs.name, () => {
  it('answers a second early on long deadlines and keeps most of a short one', () => {
    expect(replyMarginMs(55_000)).toBe(1_000);
    expect(replyMarginMs(4_000)).toBe(400);
    expect(replyMarginMs(100)).toBe(50);
  });
});
