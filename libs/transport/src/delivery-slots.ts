import type { LoggerService } from '@nestjs/common';
import type { Delivery } from './consumer-group.js';
import { describeError } from './errors.js';

/**
 * At most `concurrency` deliveries are processed at once. A delivery that arrives while every slot
 * is taken (already ours in the PEL) waits in the backlog and starts as a slot frees up; the read
 * loop waits for a free slot before reading more.
 */
export class DeliverySlots {
  /** Deliveries started, by `${stream}\n${entryId}`. */
  private readonly inFlight = new Map<string, { delivery: Delivery; done: Promise<void> }>();
  private readonly backlog: Delivery[] = [];
  private slotWaiter?: () => void;

  constructor(
    private readonly concurrency: number,
    private readonly process: (delivery: Delivery) => Promise<void>,
    private readonly stopping: AbortSignal,
    private readonly logger: LoggerService,
  ) {}

  /** Deliveries this replica holds: running or waiting in the backlog. */
  get held(): number {
    return this.inFlight.size + this.backlog.length;
  }

  free(): number {
    return this.concurrency - this.held;
  }

  /** Resolves once a slot is free, or at once when stopping. */
  waitForSlot(): Promise<void> {
    if (this.stopping.aborted || this.free() > 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.slotWaiter = resolve;
    });
  }

  /** Ends the wait of waitForSlot, if any (on close). */
  wake(): void {
    const waiter = this.slotWaiter;
    this.slotWaiter = undefined;
    waiter?.();
  }

  start(delivery: Delivery): void {
    if (this.inFlight.size >= this.concurrency) {
      this.backlog.push(delivery);
      return;
    }
    const id = flightId(delivery);
    const done = this.process(delivery)
      .catch((error: unknown) => {
        // Left unacknowledged: it will be reclaimed and retried.
        this.logger.error(
          `Processing ${delivery.stream.key} ${delivery.entry.id} failed: ${describeError(error)}`,
        );
      })
      .finally(() => {
        this.inFlight.delete(id);
        const next = this.backlog.shift();
        if (next) this.start(next);
        this.wake();
      });
    this.inFlight.set(id, { delivery, done });
  }

  /** Whether this delivery is already ours (running or in the backlog). */
  holds(delivery: Delivery): boolean {
    const id = flightId(delivery);
    return this.inFlight.has(id) || this.backlog.some((queued) => flightId(queued) === id);
  }

  /** Every delivery held, running ones first. */
  deliveries(): Delivery[] {
    return [...[...this.inFlight.values()].map(({ delivery }) => delivery), ...this.backlog];
  }

  /** Resolves once nothing is running (the backlog starts as slots free up). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) {
      await Promise.allSettled([...this.inFlight.values()].map(({ done }) => done));
    }
  }
}

function flightId(delivery: Delivery): string {
  return `${delivery.stream.key}\n${delivery.entry.id}`;
}
