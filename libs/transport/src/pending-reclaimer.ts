import type { ConsumerGroup } from './consumer-group.js';
import type { DeliverySlots } from './delivery-slots.js';
import { describeError } from './errors.js';
import type { ReplicaCounters } from './replica-counters.js';

/** Look for consumers left by dead replicas about every minute. */
const PRUNE_EVERY_MS = 60_000;

export interface PendingReclaimerParts {
  group: ConsumerGroup;
  slots: DeliverySlots;
  counters: ReplicaCounters;
  /** Entries idle longer than this belong to a dead replica. */
  claimIdleMs: number;
  /** Aborted by close(): claims are still refreshed, nothing new is taken over. */
  stopping: AbortSignal;
  warn: (message: string) => void;
}

/**
 * Every claimIdleMs/4: refreshes the idle time of what this replica holds (so no one takes it
 * over), then, unless closing, takes over entries a dead replica left pending, as many as there are
 * free slots; about every minute it deletes the consumers dead replicas left behind.
 */
export class PendingReclaimer {
  private timer?: NodeJS.Timeout;
  private running = false;
  private lastPrune = Date.now();

  constructor(private readonly parts: PendingReclaimerParts) {}

  start(): void {
    const everyMs = Math.max(50, Math.min(1_000, Math.floor(this.parts.claimIdleMs / 4)));
    this.timer = setInterval(() => void this.maintain(), everyMs);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async maintain(): Promise<void> {
    const { group, slots, counters, claimIdleMs } = this.parts;
    if (this.running) return;
    this.running = true;
    try {
      await this.heartbeat();
      if (this.parts.stopping.aborted) return;
      for (const stream of group.streams) {
        const capacity = slots.free();
        if (capacity <= 0) break;
        const taken = (await group.reclaim(stream, claimIdleMs, capacity)).filter(
          (delivery) => !slots.holds(delivery),
        );
        if (taken.length === 0) continue;
        counters.reclaimed += taken.length;
        await group.increment('reclaimed', taken.length);
        for (const delivery of taken) slots.start(delivery);
      }
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await group.pruneConsumers(Math.max(PRUNE_EVERY_MS, 10 * claimIdleMs));
      }
    } catch (error) {
      this.parts.warn(`Maintenance of ${group.name}: ${describeError(error)}`);
    } finally {
      this.running = false;
    }
  }

  private async heartbeat(): Promise<void> {
    const { group, slots } = this.parts;
    const held = slots.deliveries();
    for (const stream of group.streams) {
      const ids = held.filter((delivery) => delivery.stream.key === stream.key).map(({ entry }) => entry.id);
      await group.heartbeat(stream, ids);
    }
  }
}
