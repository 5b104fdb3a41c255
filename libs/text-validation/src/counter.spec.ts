import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { cleanText } from './clean.js';
import { characterCount, counterTone, hardMaxLength, maxLengthForPlan } from './counter.js';
import { textLength } from './length.js';

describe(characterCount.name, () => {
  it('counts the cleaned text, in code points', () => {
    expect(characterCount('  <b>Hello</b>   world 😀  ', 500)).toEqual({
      current: 13,
      max: 500,
      remaining: 487,
      isNearLimit: false,
      isOverLimit: false,
    });
  });

  it('is not near the limit with 200 remaining, and is with 199', () => {
    expect(characterCount('x'.repeat(3800), 4000)).toMatchObject({ remaining: 200, isNearLimit: false });
    expect(characterCount('x'.repeat(3801), 4000)).toMatchObject({ remaining: 199, isNearLimit: true });
  });

  it('is near but not over at exactly max, and both near and over one past it', () => {
    expect(characterCount('x'.repeat(500), 500)).toMatchObject({
      remaining: 0,
      isNearLimit: true,
      isOverLimit: false,
    });
    expect(characterCount('x'.repeat(501), 500)).toMatchObject({
      remaining: -1,
      isNearLimit: true,
      isOverLimit: true,
    });
  });

  it('never throws and always counts textLength(cleanText(input))', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 300 })),
        fc.integer({ min: 0, max: 5000 }),
        (input, max) => {
          const count = characterCount(input, max);
          expect(count.current).toBe(textLength(cleanText(input)));
          expect(count.remaining).toBe(max - count.current);
          expect(count.isOverLimit).toBe(count.current > max);
          expect(count.isNearLimit).toBe(count.remaining < 200);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe(counterTone.name, () => {
  it('is normal at 2000 characters and yellow at 2001', () => {
    expect(counterTone(characterCount('x'.repeat(2000), 4000))).toBe('normal');
    expect(counterTone(characterCount('x'.repeat(2001), 4000))).toBe('yellow');
  });

  it('is red when over the limit, whatever the length', () => {
    expect(counterTone(characterCount('x'.repeat(4000), 4000))).toBe('yellow');
    expect(counterTone(characterCount('x'.repeat(4001), 4000))).toBe('red');
    expect(counterTone(characterCount('x'.repeat(500), 500))).toBe('normal');
    expect(counterTone(characterCount('x'.repeat(501), 500))).toBe('red');
  });
});

describe(hardMaxLength.name, () => {
  it('is the maximum plus 200', () => {
    expect(hardMaxLength(500)).toBe(700);
    expect(hardMaxLength(4000)).toBe(4200);
  });
});

describe(maxLengthForPlan.name, () => {
  it('is 500 for the free plan and 4000 for Pro', () => {
    expect(maxLengthForPlan('free')).toBe(500);
    expect(maxLengthForPlan('pro')).toBe(4000);
  });
});
