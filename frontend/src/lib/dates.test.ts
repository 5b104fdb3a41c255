import { describe, expect, it } from 'vitest';
import { formatAge, formatFileStamp, formatLongDate } from './dates';

describe('dates', () => {
  it("formats 'MMM dd, yyyy'", () => {
    expect(formatLongDate(new Date(2025, 9, 2))).toBe('Oct 02, 2025');
  });

  it("formats 'yyyy-MM-dd-HHmm'", () => {
    expect(formatFileStamp(new Date(2025, 2, 9, 8, 4))).toBe('2025-03-09-0804');
  });

  it("says '... ago' in the largest whole unit", () => {
    const now = new Date(2025, 5, 15, 12, 0, 0);
    expect(formatAge(new Date(2025, 5, 15, 11, 59, 30), now)).toBe('30 seconds ago');
    expect(formatAge(new Date(2025, 5, 15, 11, 0), now)).toBe('1 hour ago');
    expect(formatAge(new Date(2025, 5, 12, 12, 0), now)).toBe('3 days ago');
    expect(formatAge(new Date(2025, 5, 15, 12, 0, 5), now)).toBe('a few seconds ago');
    expect(formatAge(new Date(2025, 5, 15, 11, 59, 55), now)).toBe('a few seconds ago');
  });
});
