import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface SignInLimits {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one attempt from both budgets, atomically, unless either is spent: then answers how long
 * until the longer-lived one resets. KEYS: account, ip. ARGV: account limit, ip limit, window (s).
 */
const RESERVE = `
local account = tonumber(redis.call('GET', KEYS[1]) or '0')
local ip = tonumber(redis.call('GET', KEYS[2]) or '0')
if account >= tonumber(ARGV[1]) or ip >= tonumber(ARGV[2]) then
  return math.max(redis.call('TTL', KEYS[1]), redis.call('TTL', KEYS[2]), 1)
end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('EXPIRE', key, ARGV[3]) end
end
return 0
`;

/** Gives back the attempt of a successful sign-in: the account's failures are forgiven, the IP's one is refunded. */
const SUCCEED = `
redis.call('DEL', KEYS[1])
if tonumber(redis.call('GET', KEYS[2]) or '0') > 0 then redis.call('DECR', KEYS[2]) end
return 0
`;

/**
 * Sign-in attempts per account (the e-mail address typed, hashed) and per client IP, in fixed windows
 * in Redis under the service's REDIS_PREFIX. An attempt is reserved before the password is checked,
 * so a burst of parallel guesses cannot slip past the limit, and refunded when it succeeds: only
 * failures use up the budget.
 */
export class SignInRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly limits: SignInLimits,
  ) {}

  /**
   * `subject` names the per-account budget: `account:<e-mail>` for a sign-in, `sign-up:<ip>` for a
   * sign-up (whose failures, an address already registered, would otherwise let one IP enumerate).
   */
  async reserve(subject: string, ip: string): Promise<Reservation> {
    const wait = Number(
      await this.redis.eval(
        RESERVE,
        2,
        this.subjectKey(subject),
        this.ipKey(ip),
        this.limits.perAccount,
        this.limits.perIp,
        this.limits.windowSeconds,
      ),
    );
    return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
  }

  async succeeded(subject: string, ip: string): Promise<void> {
    await this.redis.eval(SUCCEED, 2, this.subjectKey(subject), this.ipKey(ip));
  }

  /** Hashed, so e-mail addresses never appear in Redis. */
  private subjectKey(subject: string): string {
    const digest = createHash('sha256').update(subject).digest('base64url');
    return `${this.keyPrefix}identity:sign-in:subject:${digest}`;
  }

  private ipKey(ip: string): string {
    return `${this.keyPrefix}identity:sign-in:ip:${ip}`;
  }
}
