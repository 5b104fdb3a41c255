/** Calendar arithmetic in UTC: quota months and subscription periods. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** First instant (00:00Z) of the calendar month that holds `at`. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

/** First instant of the next calendar month: when the free quota resets. */
export function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/** The month key stored in `monthly_usage.month` (a SQL date): 'YYYY-MM-01'. */
export function monthKey(at: Date): string {
  return monthStart(at).toISOString().slice(0, 10);
}

/**
 * Whole days until the quota resets, rounded up: anything left of the last day counts as 1, so the
 * value is 1 all through the last day of a month and never 0; at 00:00Z on the 1st it is the length
 * of the month.
 */
export function daysUntilReset(at: Date): number {
  return Math.ceil((nextMonthStart(at).getTime() - at.getTime()) / DAY_MS);
}

/**
 * The same time `months` calendar months later; a day that the target month lacks is clamped to
 * its last day (Jan 31 + 1 month = Feb 28 or 29), as card networks bill.
 */
export function addMonths(at: Date, months: number): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(at.getUTCDate(), lastDay),
      at.getUTCHours(),
      at.getUTCMinutes(),
      at.getUTCSeconds(),
      at.getUTCMilliseconds(),
    ),
  );
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}
