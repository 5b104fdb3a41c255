import { describe, expect, it } from '@jest/globals';
import { addMonths, daysUntilReset, monthKey, monthStart, nextMonthStart } from './calendar.js';

const at = (iso: string) => new Date(iso);

describe('calendar months (UTC)', () => {
  it('keys a month by its first day, in UTC whatever the local time zone', () => {
    expect(monthKey(at('2026-03-31T23:59:59.999Z'))).toBe('2026-03-01');
    expect(monthKey(at('2026-04-01T00:00:00.000Z'))).toBe('2026-04-01');
    expect(monthStart(at('2026-12-15T10:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(nextMonthStart(at('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('counts a whole month of days at the first instant of a month', () => {
    expect(daysUntilReset(at('2026-03-01T00:00:00.000Z'))).toBe(31);
    expect(daysUntilReset(at('2026-02-01T00:00:00.000Z'))).toBe(28);
    expect(daysUntilReset(at('2028-02-01T00:00:00.000Z'))).toBe(29);
  });

  it('rounds up: 1 all through the last day, never 0', () => {
    expect(daysUntilReset(at('2026-03-31T00:00:00.000Z'))).toBe(1);
    expect(daysUntilReset(at('2026-03-31T23:59:59.999Z'))).toBe(1);
    expect(daysUntilReset(at('2026-03-30T23:59:59.999Z'))).toBe(2);
    expect(daysUntilReset(at('2026-03-01T00:00:00.001Z'))).toBe(31);
  });

  it('adds calendar months, clamping to the last day of a shorter month', () => {
    expect(addMonths(at('2026-01-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(addMonths(at('2028-01-31T12:00:00Z'), 1).toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(addMonths(at('2026-12-15T08:30:00Z'), 1).toISOString()).toBe('2027-01-15T08:30:00.000Z');
    expect(addMonths(at('2026-03-31T00:00:00Z'), 1).toISOString()).toBe('2026-04-30T00:00:00.000Z');
  });
});
