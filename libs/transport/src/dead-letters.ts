import type { ConsumerGroup, Delivery } from './consumer-group.js';
import { describeError } from './errors.js';
import type { ReplicaCounters } from './replica-counters.js';

/**
 * Gives up on a delivery for good: counts it and keeps a copy on the dead-letter stream for an
 * operator. Best effort: failing to record it only warns (the caller still acknowledges it).
 */
export class DeadLetters {
  constructor(
    private readonly group: ConsumerGroup,
    private readonly counters: ReplicaCounters,
    private readonly warn: (message: string) => void,
  ) {}

  async record(delivery: Delivery, reason: string): Promise<void> {
    this.counters.deadLettered += 1;
    await this.group
      .recordDeadLetter(delivery, reason)
      .catch((error: unknown) => this.warn(`Recording a dead letter: ${describeError(error)}`));
  }
}
