import { Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from './authenticated-user.js';
import { JwtVerifier } from './jwt-verifier.js';

interface UserInfo {
  sub: string;
  email?: string;
  given_name?: string;
}

const CACHE_MS = 60_000;
const CACHE_MAX_ENTRIES = 10_000;

/**
 * For providers whose access tokens carry no profile claims: asks the issuer's userinfo endpoint
 * with the caller's own token, and remembers a good answer for a minute. The token has already been
 * verified, so a provider that will not answer (no endpoint, an error, an access token meant only
 * for the API) leaves the profile empty rather than signing the member out; an answer about
 * another subject is ignored.
 */
@Injectable()
export class UserInfoClient {
  private readonly cache = new Map<string, { info: UserInfo; until: number }>();

  constructor(private readonly verifier: JwtVerifier) {}

  async fetch(user: AuthenticatedUser): Promise<UserInfo> {
    const cached = this.cache.get(user.id);
    if (cached && cached.until > Date.now()) return cached.info;
    const endpoint = (await this.verifier.discovery.get().catch(() => undefined))?.userinfo_endpoint;
    if (!endpoint) return { sub: user.id };
    const response = await fetch(endpoint, {
      headers: { authorization: `Bearer ${user.token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(5000),
    }).catch(() => undefined);
    if (!response?.ok) return { sub: user.id };
    const info = (await response.json().catch(() => undefined)) as Partial<UserInfo> | undefined;
    if (info?.sub !== user.id) return { sub: user.id };
    const clean: UserInfo = {
      sub: info.sub,
      ...(typeof info.email === 'string' ? { email: info.email } : {}),
      ...(typeof info.given_name === 'string' ? { given_name: info.given_name } : {}),
    };
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear();
    this.cache.set(user.id, { info: clean, until: Date.now() + CACHE_MS });
    return clean;
  }
}
