import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@untangle/nest-kit';
import { ServiceError } from '@untangle/transport';
import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JWSHeaderParameters,
  type JWTPayload,
  type FlattenedJWSInput,
  type RemoteJWKSet,
} from 'jose';
import type { GatewayConfig } from '../config.js';
import type { AuthenticatedUser } from './authenticated-user.js';
import { VerifiedTokenCache } from './verified-token-cache.js';
import { OidcDiscovery } from './oidc-discovery.js';

/** Tokens longer than this are refused before any parsing: no real access token comes close. */
export const MAX_TOKEN_LENGTH = 8192;

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The issuer's key set could not be fetched or read: an outage on its side, not a bad token. */
class KeySetUnavailable extends Error {}

/**
 * Verifies bearer tokens against the issuer's published keys: an explicit asymmetric algorithm
 * allow-list (checked on the header before any key is fetched), `iss`, `aud`, `exp` and `sub`
 * required, `nbf` honoured, small clock tolerance, and the client the token was issued to
 * (`client_id` or `azp`, when present) must be our app. Keys are fetched on demand, refetched when an
 * unknown key id appears (at most once per cooldown) and when the cache ages out, so a new key
 * works without a restart and a removed one stops working after OIDC_JWKS_CACHE_MAX_AGE_MS.
 *
 * Every bad token gets the same AUTH_INVALID, whatever was wrong with it; an unreachable key server
 * is SERVICE_UNAVAILABLE, so an outage of the provider does not sign members out.
 */
@Injectable()
export class JwtVerifier {
  readonly discovery: OidcDiscovery;
  private jwks?: Promise<RemoteJWKSet>;
  private readonly algorithms: ReadonlySet<string>;
  private readonly verified: VerifiedTokenCache;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: GatewayConfig) {
    this.discovery = new OidcDiscovery(config);
    this.algorithms = new Set(config.OIDC_ALGORITHMS);
    this.verified = new VerifiedTokenCache(Math.min(config.OIDC_JWKS_CACHE_MAX_AGE_MS, 60_000));
  }

  async verify(token: string): Promise<AuthenticatedUser> {
    if (token.length > MAX_TOKEN_LENGTH || !COMPACT_JWS.test(token)) throw new ServiceError('AUTH_INVALID');
    const known = this.verified.get(token);
    if (known) return known;
    const user = await this.verifySignedToken(token);
    this.verified.set(token, user.user, user.expiresAtMs);
    return user.user;
  }

  private async verifySignedToken(token: string): Promise<{ user: AuthenticatedUser; expiresAtMs: number }> {
    let header: JWSHeaderParameters;
    try {
      header = decodeProtectedHeader(token) as JWSHeaderParameters;
    } catch {
      throw new ServiceError('AUTH_INVALID');
    }
    if (typeof header.alg !== 'string' || !this.algorithms.has(header.alg))
      throw new ServiceError('AUTH_INVALID');

    const keys = await this.keys();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(
        token,
        (protectedHeader, jws) => this.resolveKey(keys, protectedHeader, jws),
        {
          issuer: this.config.OIDC_ISSUER,
          audience: this.config.OIDC_AUDIENCE,
          algorithms: this.config.OIDC_ALGORITHMS,
          clockTolerance: this.config.OIDC_CLOCK_TOLERANCE_S,
          requiredClaims: ['iss', 'aud', 'exp', 'sub'],
        },
      ));
    } catch (error) {
      if (error instanceof KeySetUnavailable) throw new ServiceError('SERVICE_UNAVAILABLE');
      throw new ServiceError('AUTH_INVALID');
    }
    if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 200) {
      throw new ServiceError('AUTH_INVALID');
    }
    // A token for our API that names the client it was issued to must name our app (OIDC_CLIENT_ID).
    const clientId = payload.client_id ?? payload.azp;
    if (clientId !== undefined && clientId !== this.config.OIDC_CLIENT_ID)
      throw new ServiceError('AUTH_INVALID');
    return {
      user: {
        id: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        firstName: typeof payload.given_name === 'string' ? payload.given_name : undefined,
        token,
      },
      expiresAtMs: payload.exp! * 1000,
    };
  }

  /** The remote key set, telling "no such key" (a bad token) apart from "cannot get the keys" (an outage). */
  private async resolveKey(keys: RemoteJWKSet, header: JWSHeaderParameters, jws: FlattenedJWSInput) {
    try {
      return await keys(header, jws);
    } catch (error) {
      if (isKeySetOutage(error)) throw new KeySetUnavailable('JWKS unavailable', { cause: error });
      throw error;
    }
  }

  private keys(): Promise<RemoteJWKSet> {
    this.jwks ??= this.resolveJwksUri()
      .then((uri) =>
        createRemoteJWKSet(new URL(uri), {
          cacheMaxAge: this.config.OIDC_JWKS_CACHE_MAX_AGE_MS,
          cooldownDuration: this.config.OIDC_JWKS_COOLDOWN_MS,
          timeoutDuration: 5000,
        }),
      )
      .catch(() => {
        this.jwks = undefined;
        throw new ServiceError('SERVICE_UNAVAILABLE');
      });
    return this.jwks;
  }

  private async resolveJwksUri(): Promise<string> {
    return this.config.OIDC_JWKS_URI ?? (await this.discovery.get()).jwks_uri;
  }
}

/**
 * What the remote key set throws when it cannot fetch or read the keys: a timeout, a network
 * failure, a non-200 answer or unparseable JSON (plain JOSEError), or a body that is no key set.
 */
function isKeySetOutage(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  if (error instanceof errors.JOSEError) return error.code === errors.JOSEError.code;
  // By name: fetch's errors may come from another realm (as under Jest), where instanceof fails.
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TypeError' || name === 'AbortError' || name === 'TimeoutError';
}
