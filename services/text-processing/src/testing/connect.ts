import { QUEUES, SERVICE_NAMES } from '@untangle/contracts';
import { RedisStreamsClient } from '@untangle/transport';
import { Queue } from 'bullmq';
import { bullPrefix } from '../queue/queue-settings.js';

/**
 * What a suite talks to text-processing through, under its own Redis prefix: a transport client
 * for the `text-processing` stream and a handle on the `restructure` queue. The suite closes both.
 */
export function connectToTextProcessing(
  redis: { url: string; keyPrefix: string },
  options: { timeoutMs?: number } = {},
): { client: RedisStreamsClient; queue: Queue } {
  const client = new RedisStreamsClient({
    url: redis.url,
    service: SERVICE_NAMES.textProcessing,
    keyPrefix: redis.keyPrefix,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const queue = new Queue(QUEUES.restructure.name, {
    connection: { url: redis.url },
    prefix: bullPrefix({ REDIS_PREFIX: redis.keyPrefix }),
  });
  return { client, queue };
}
