import type { AuthenticatedUser } from './authenticated-user.js';

interface Entry {
  user: AuthenticatedUser;
  until: number;
}

/**
 * Tokens already verified, so a member's next calls skip the signature check (a fifth of the
 * gateway's CPU under load). An entry is keyed by the exact token and never outlives the token's
 * `exp` nor `maxAgeMs` — set to the JWKS cache age, so a removed signing key stops working as soon as
 * it would without this cache. Bounded: the oldest entries go first.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string, now = Date.now()): AuthenticatedUser | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.user;
  }

  set(token: string, user: AuthenticatedUser, expiresAtMs: number, now = Date.now()): void {
    const until = Math.min(expiresAtMs, now + this.maxAgeMs);
    if (until <= now) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { user, until });
  }
}
