import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { DEFAULT_SUPPORT_EMAIL } from '@untangle/contracts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Variables every service reads. Each service extends this with its own. */
export class BaseServiceConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsIn(LOG_LEVELS)
  LOG_LEVEL: LogLevel = 'info';

  @IsString()
  HOST = '127.0.0.1';

  @Matches(/^redis(s)?:\/\//, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Prefix of every Redis key we write (transport streams, queues, rate limits). */
  @Matches(/^[a-z0-9:_-]*$/i, { message: 'REDIS_PREFIX may hold only letters, digits, ":", "_" and "-"' })
  REDIS_PREFIX = 'untangle:';

  @IsEmail({}, { message: 'SUPPORT_EMAIL must be an e-mail address' })
  SUPPORT_EMAIL = DEFAULT_SUPPORT_EMAIL;

  /** Deadline of a service-to-service call, in milliseconds. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(120_000)
  TRANSPORT_TIMEOUT_MS = 10_000;

  /**
   * Which peers may set X-Forwarded-For / -Proto (the client address used for rate limits and
   * logs): 'loopback' for the local stack, a comma list of CIDRs for containers (nginx's network).
   */
  @Matches(/^(loopback|[0-9a-f.:/]+(,[0-9a-f.:/]+)*)$/i, {
    message: "TRUST_PROXY must be 'loopback' or a comma list of addresses/CIDRs",
  })
  TRUST_PROXY = 'loopback';
}

/** Variables of a service that owns a Postgres schema. */
export class DatabaseServiceConfig extends BaseServiceConfig {
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/untangle';

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  DATABASE_POOL_SIZE = 10;
}
