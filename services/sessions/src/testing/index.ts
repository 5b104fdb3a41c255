import { createLogger, loadConfig } from '@untangle/nest-kit';
import { migrateService } from '@untangle/nest-kit/database';
import { SessionsConfig } from '../config.js';
import { dataSourceOptions } from '../database.js';
import { SessionsRepository } from '../sessions/sessions.repository.js';
import { startSessions } from '../start.js';

export interface StartSessionsOptions {
  /** A test database (`createTestDatabase`): the real migrations are applied to it first. */
  databaseUrl: string;
  redisUrl: string;
  /** The suite's Redis key prefix (`createTestRedis().keyPrefix`), shared with the gateway and billing. */
  redisPrefix: string;
  /** More variables of `SessionsConfig` (e.g. `SESSIONS_PLAN_CHECK_TIMEOUT_MS`). */
  env?: Record<string, string>;
  /** Default 'silent'. */
  logLevel?: string;
}

export interface SessionsForTests {
  /** Its own HTTP address (/health, /ready, /metrics). */
  url: string;
  /** How many sessions the member has stored, read straight from the database. */
  countFor(userId: string): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Runs the sessions service in this process: the real migrations, then `startSessions` as `main.ts`
 * calls it, with HTTP on a spare port and the `sessions` transport stream under the given prefix.
 */
export async function startSessionsForTests(options: StartSessionsOptions): Promise<SessionsForTests> {
  const config = loadConfig(SessionsConfig, 'sessions', {
    NODE_ENV: 'test',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    DATABASE_POOL_SIZE: '5',
    ...options.env,
  });
  await migrateService(dataSourceOptions(config));
  const service = await startSessions(config, {
    port: 0,
    logger: createLogger('sessions', options.logLevel ?? 'silent'),
  });
  const repository = service.app.get(SessionsRepository);
  let stopped: Promise<void> | undefined;
  return {
    url: service.url,
    countFor: (userId) => repository.countFor(userId),
    stop: () => (stopped ??= service.close()),
  };
}
