import type { LoggerService } from '@nestjs/common';
import type { ConsumerGroup, Delivery } from './consumer-group.js';
import type { DeadLetters } from './dead-letters.js';
import { decodeEvent } from './envelope.js';
import { toErrorPayload } from './errors.js';
import type { HandlerRunner } from './handler-runner.js';
import type { ReplicaCounters } from './replica-counters.js';

export interface EventProcessorParts {
  group: ConsumerGroup;
  runner: HandlerRunner;
  deadLetters: DeadLetters;
  counters: ReplicaCounters;
  logger: LoggerService;
  maxDeliveries: number;
}

/**
 * Processes one delivered event: a malformed one is dead-lettered; one without a handler here is
 * acknowledged; one that failed maxDeliveries times is dead-lettered; otherwise its handler runs and
 * it is acknowledged once the handler succeeds (a failure leaves it pending, to be retried).
 */
export class EventProcessor {
  constructor(private readonly parts: EventProcessorParts) {}

  async process(delivery: Delivery): Promise<void> {
    const { group, runner, counters, logger, maxDeliveries } = this.parts;
    const envelope = decodeEvent(delivery.entry.fields);
    if (!envelope) {
      logger.error(`Dropping malformed event ${delivery.entry.id}`);
      await this.parts.deadLetters.record(delivery, 'malformed');
      await group.ackEvent(delivery, 'deadLettered');
      return;
    }
    const handler = runner.handlerFor(envelope.pattern);
    // Every subscribing service's group sees every event; those without a handler just move on.
    if (!handler?.isEventHandler) {
      await group.ackEvent(delivery);
      return;
    }
    if (delivery.deliveryCount > maxDeliveries) {
      logger.error(
        `Event "${envelope.pattern}" ${envelope.id} failed ${delivery.deliveryCount - 1} times; dead-lettered`,
      );
      await this.parts.deadLetters.record(delivery, 'too many deliveries');
      await group.ackEvent(delivery, 'deadLettered');
      return;
    }
    try {
      await runner.runEvent(handler, delivery, envelope);
    } catch (error) {
      // Not acknowledged: once idle for claimIdleMs it is reclaimed and retried, up to maxDeliveries.
      counters.failed += 1;
      toErrorPayload(error, logger, `event handler for "${envelope.pattern}" (event ${envelope.id})`);
      return;
    }
    counters.handled += 1;
    await group.ackEvent(delivery);
  }
}
