/** Lets a repeated warning through at most once per interval (the rest are counted, not logged). */
export class WarnThrottle {
  private lastAt = Number.NEGATIVE_INFINITY;
  private suppressed = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether to log now, and how many were held back since the last one logged. */
  take(): { log: boolean; suppressed: number } {
    const at = this.now();
    if (at - this.lastAt < this.intervalMs) {
      this.suppressed += 1;
      return { log: false, suppressed: 0 };
    }
    const suppressed = this.suppressed;
    this.lastAt = at;
    this.suppressed = 0;
    return { log: true, suppressed };
  }
}
