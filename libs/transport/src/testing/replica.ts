/**
 * A replica of a test service, run as a child process by the integration tests (from dist). Every
 * handler records its side effects in Redis under the suite's prefix, so a test can count them:
 * - `${prefix}test:executions` hash: idempotencyKey -> times a handler completed for it
 * - `${prefix}test:replicas` hash: consumer -> requests it completed
 * - `${prefix}test:started` set: `${idempotencyKey}@${consumer}` for every run that started
 * - `${prefix}test:events:${service}` hash: event id -> times handled
 * Config comes as JSON in REPLICA_CONFIG; it prints one JSON line per log line and `{"ready":true}`.
 */
import type { LoggerService } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RedisStreamsServer } from '../server.js';

interface ReplicaConfig {
  url: string;
  keyPrefix: string;
  service: string;
  consumerName: string;
  claimIdleMs?: number;
  concurrency?: number;
}

const config = JSON.parse(process.env.REPLICA_CONFIG ?? '{}') as ReplicaConfig;
const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
const logger: LoggerService = {
  log: (message: unknown) => print({ level: 'log', message }),
  warn: (message: unknown) => print({ level: 'warn', message }),
  error: (message: unknown) => print({ level: 'error', message }),
};

const redis = new Redis(config.url);
const key = (name: string) => `${config.keyPrefix}test:${name}`;
const server = new RedisStreamsServer({ ...config, logger });

async function completed(idempotencyKey: string): Promise<{ replica: string }> {
  await redis
    .multi()
    .hincrby(key('executions'), idempotencyKey, 1)
    .hincrby(key('replicas'), config.consumerName, 1)
    .exec();
  return { replica: config.consumerName };
}

server.addHandler('count', async (data: { idempotencyKey: string }) => completed(data.idempotencyKey));

server.addHandler('slow', async (data: { idempotencyKey: string; ms: number }) => {
  await redis.sadd(key('started'), `${data.idempotencyKey}@${config.consumerName}`);
  await new Promise((resolve) => setTimeout(resolve, data.ms));
  return completed(data.idempotencyKey);
});

server.addHandler(
  'ping',
  async (data: { id: string }) => {
    await redis.hincrby(key(`events:${config.service}`), data.id, 1);
  },
  true,
);

process.on('SIGTERM', () => {
  void server.close().then(() => {
    redis.disconnect();
    process.exit(0);
  });
});
// The test runner went away (it holds the IPC channel): do not outlive it.
process.on('disconnect', () => process.exit(1));

void server.listen((error?: unknown) => {
  if (error) {
    print({ level: 'error', message: String(error) });
    process.exit(1);
  }
  print({ ready: true });
});
