import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** One counter: at most `limit` attempts per fixed window of `windowSeconds`. */
export interface Budget {
  /** What the counter counts for, e.g. `sign-in:<e-mail>|<address>`; hashed before it is stored. */
  subject: string;
  limit: number;
  windowSeconds: number;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes one attempt from every budget, atomically, unless one of them is spent: then answers how
 * long until the longest-lived spent one resets. KEYS: the counters. ARGV: limit and window of each.
 */
const RESERVE = `
local wait = 0
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[2 * i - 1]) then
    wait = math.max(wait, redis.call('TTL', key), 1)
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('EXPIRE', key, ARGV[2 * i]) end
end
return 0
`;

/** KEYS[1..ARGV[1]] are forgotten outright; the rest get one attempt back. */
const GIVE_BACK = `
for i, key in ipairs(KEYS) do
  if i <= tonumber(ARGV[1]) then
    redis.call('DEL', key)
  elseif tonumber(redis.call('GET', key) or '0') > 0 then
    redis.call('DECR', key)
  end
end
return 0
`;

/**
 * Attempt budgets (sign-ins, sign-ups) in fixed windows in Redis, under the service's REDIS_PREFIX.
 * An attempt is reserved before it is checked, so a burst of parallel guesses cannot slip past a
 * limit; a caller may give attempts back afterwards (a sign-in that succeeded).
 */
export class AttemptLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  async reserve(budgets: readonly Budget[]): Promise<Reservation> {
    const wait = Number(
      await this.redis.eval(
        RESERVE,
        budgets.length,
        ...budgets.map((budget) => this.key(budget.subject)),
        ...budgets.flatMap((budget) => [budget.limit, budget.windowSeconds]),
      ),
    );
    return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
  }

  /** Forgets the counters of `forget` and gives one attempt back to each of `refund`. */
  async giveBack({ forget = [], refund = [] }: { forget?: Budget[]; refund?: Budget[] }): Promise<void> {
    const keys = [...forget, ...refund].map((budget) => this.key(budget.subject));
    if (keys.length > 0) await this.redis.eval(GIVE_BACK, keys.length, ...keys, forget.length);
  }

  /** Hashed, so e-mail and network addresses never appear in Redis. */
  private key(subject: string): string {
    return `${this.keyPrefix}identity:attempts:${createHash('sha256').update(subject).digest('base64url')}`;
  }
}
