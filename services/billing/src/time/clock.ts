/**
 * Where billing reads "now". Every decision that depends on time (the month a restructure counts
 * against, period ends, the failed-payment grace) goes through it, so tests move time instead of
 * waiting for it.
 */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** A clock that stands still until moved: for tests (and the `@untangle/billing/testing` harness). */
export class ManualClock extends Clock {
  private current: number;

  constructor(start: Date | string | number = Date.now()) {
    super();
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string | number): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
