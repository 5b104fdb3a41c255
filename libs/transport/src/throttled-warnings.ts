import type { LoggerService } from '@nestjs/common';

const WARN_EVERY_MS = 5_000;

/**
 * Connection trouble repeats every retry; one line every few seconds is enough, and none once the
 * server is closing (its connections going away is expected then).
 */
export class ThrottledWarnings {
  private last = 0;

  constructor(
    private readonly logger: LoggerService,
    private readonly silenced: () => boolean,
  ) {}

  warn(message: string): void {
    if (this.silenced() || Date.now() - this.last < WARN_EVERY_MS) return;
    this.last = Date.now();
    this.logger.warn(message);
  }
}
