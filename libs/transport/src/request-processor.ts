import type { LoggerService } from '@nestjs/common';
import type { ConsumerGroup, Delivery } from './consumer-group.js';
import type { DeadLetters } from './dead-letters.js';
import { decodeRequest, encodeEntry, type ReplyEnvelope, type RequestEnvelope } from './envelope.js';
import { toErrorPayload } from './errors.js';
import type { HandlerRunner } from './handler-runner.js';
import type { ReplicaCounters } from './replica-counters.js';

export interface RequestProcessorParts {
  group: ConsumerGroup;
  runner: HandlerRunner;
  deadLetters: DeadLetters;
  counters: ReplicaCounters;
  logger: LoggerService;
  /** Replies go only to streams under this prefix. */
  keyPrefix: string;
  maxDeliveries: number;
}

/**
 * Processes one delivered request: a malformed one is dead-lettered; one delivered more than
 * maxDeliveries times is dead-lettered with an INTERNAL reply; one past its deadline is dropped
 * unrun; otherwise its handler runs. The reply (if any) is written and the entry acknowledged in one
 * transaction.
 */
export class RequestProcessor {
  constructor(private readonly parts: RequestProcessorParts) {}

  async process(delivery: Delivery): Promise<void> {
    const { group, counters, logger, maxDeliveries } = this.parts;
    const envelope = decodeRequest(delivery.entry.fields);
    if (!envelope || !envelope.replyTo.startsWith(`${this.parts.keyPrefix}reply:`)) {
      logger.error(`Dropping malformed request ${delivery.entry.id} on ${delivery.stream.key}`);
      await this.parts.deadLetters.record(delivery, 'malformed');
      await group.finishRequest(delivery, undefined, 'deadLettered');
      return;
    }
    if (delivery.deliveryCount > maxDeliveries) {
      const error = toErrorPayload(
        new Error(`delivered ${delivery.deliveryCount} times (limit ${maxDeliveries}); given up`),
        logger,
        `request "${envelope.pattern}" ${envelope.id}`,
      );
      await this.parts.deadLetters.record(delivery, 'too many deliveries');
      await group.finishRequest(delivery, this.reply(envelope, { id: envelope.id, error }), 'deadLettered');
      return;
    }
    // Checked right before running: a request is never executed once its caller has given up.
    if (Date.now() >= envelope.deadline) {
      counters.expired += 1;
      await group.finishRequest(delivery, undefined, 'expired');
      return;
    }
    const reply = await this.parts.runner.runRequest(delivery, envelope);
    if (!reply) {
      counters.expired += 1;
      logger.warn(
        `Handler for "${envelope.pattern}" (${envelope.id}) still running past its deadline; acknowledged without a reply`,
      );
      await group.finishRequest(delivery, undefined, 'expired');
      return;
    }
    if ('error' in reply) counters.failed += 1;
    else counters.handled += 1;
    await group.finishRequest(delivery, this.reply(envelope, reply));
  }

  /** The reply entry; a reply that cannot be encoded becomes an INTERNAL error reply. */
  private reply(
    envelope: RequestEnvelope,
    reply: ReplyEnvelope,
  ): { replyTo: string; fields: [string, string] } {
    try {
      return { replyTo: envelope.replyTo, fields: encodeEntry(reply) };
    } catch (error) {
      const payload = toErrorPayload(error, this.parts.logger, `encoding the reply to "${envelope.pattern}"`);
      return { replyTo: envelope.replyTo, fields: encodeEntry({ id: envelope.id, error: payload }) };
    }
  }
}
