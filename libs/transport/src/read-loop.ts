import type { LoggerService } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { isNoGroupError, sleep, whenReady } from './connections.js';
import type { ConsumerGroup } from './consumer-group.js';
import type { DeliverySlots } from './delivery-slots.js';
import { describeError } from './errors.js';
import type { ServiceKeys } from './keys.js';

export interface ReadLoopParts {
  group: ConsumerGroup;
  /** The blocking connection the group reads on. */
  reader: Redis;
  slots: DeliverySlots;
  keys: ServiceKeys;
  blockMs: number;
  /** Aborted by close(): the loop ends after the read in progress. */
  stopping: AbortSignal;
  logger: LoggerService;
  warn: (message: string) => void;
}

/**
 * Reads new deliveries of the group, as many as there are free slots, and starts them, until
 * stopping. A group Redis lost is recreated; on any other failure it waits for the connection (or
 * backs off) and reads again.
 */
export async function runReadLoop(parts: ReadLoopParts): Promise<void> {
  const { group, reader, slots, keys, stopping } = parts;
  let failures = 0;
  while (!stopping.aborted && group.streams.length > 0) {
    await slots.waitForSlot();
    if (stopping.aborted) break;
    const capacity = slots.free();
    try {
      // COUNT is per stream; anything beyond the free slots waits in the backlog.
      const deliveries = await group.read(
        Math.max(1, Math.ceil(capacity / group.streams.length)),
        parts.blockMs,
      );
      failures = 0;
      for (const delivery of deliveries) slots.start(delivery);
    } catch (error) {
      if (stopping.aborted) break;
      if (isNoGroupError(error)) {
        // Redis came back empty (restart without persistence): recreate the groups and go on.
        parts.logger.warn(`Consumer group "${keys.group}" is gone; recreating it`);
        await group
          .ensure(true)
          .catch((ensureError: unknown) => parts.warn(`Recreating the group: ${describeError(ensureError)}`));
        continue;
      }
      failures += 1;
      parts.warn(`Reading ${keys.requests}: ${error instanceof Error ? error.message : String(error)}`);
      // Connection down: wait for it to come back; any other error: back off a little.
      await (reader.status === 'ready'
        ? sleep(Math.min(50 * 2 ** failures, 1_000))
        : whenReady(reader, 1_000, stopping));
    }
  }
}
