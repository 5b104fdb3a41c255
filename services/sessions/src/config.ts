import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { DatabaseServiceConfig } from '@untangle/nest-kit';

export class SessionsConfig extends DatabaseServiceConfig {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3003;

  /**
   * Deadline of the Pro check (billing's `plan.of`) when a member lists sessions. Shorter than the
   * caller's transport deadline, so a billing outage is answered as 503 rather than a gateway 504.
   */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(60_000)
  SESSIONS_PLAN_CHECK_TIMEOUT_MS = 3000;

  /** Sessions one member may keep; a save beyond it answers SESSION_LIMIT_REACHED until some are deleted. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  SESSIONS_MAX_PER_MEMBER = 1000;
}
