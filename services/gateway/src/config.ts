import { Transform, Type } from 'class-transformer';
import { ArrayNotEmpty, IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { BaseServiceConfig, commaList } from '@untangle/nest-kit';

/** Asymmetric algorithms only: an HMAC or `none` token must never verify against a public JWKS. */
const ALLOWED_JWT_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
] as const;

/** The gateway is stateless: no database of its own, only Redis (transport and rate limits). */
export class GatewayConfig extends BaseServiceConfig {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  /**
   * Largest request head (request line + headers) accepted, in bytes. Above Node's 16 KiB default
   * so that an oversized bearer token reaches the auth guard and is answered 401, not 431.
   */
  @Type(() => Number)
  @IsInt()
  @Min(16 * 1024)
  @Max(1024 * 1024)
  HTTP_MAX_HEADER_BYTES = 128 * 1024;

  /** Issuer of the tokens we accept: the embedded identity service by default, any OIDC provider by configuration. */
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'OIDC_ISSUER must be an http(s) URL' })
  OIDC_ISSUER = 'http://localhost:8080/oidc';

  /** The `aud` our access tokens must carry. */
  @IsString()
  OIDC_AUDIENCE = 'urn:untangle:api';

  @IsString()
  OIDC_CLIENT_ID = 'untangle-web';

  /** Where to fetch the signing keys; discovered from the issuer when unset. */
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'OIDC_JWKS_URI must be an http(s) URL' })
  OIDC_JWKS_URI?: string;

  @Transform(commaList)
  @ArrayNotEmpty()
  @IsIn(ALLOWED_JWT_ALGORITHMS, {
    each: true,
    message: `OIDC_ALGORITHMS may hold only ${ALLOWED_JWT_ALGORITHMS.join(', ')}`,
  })
  OIDC_ALGORITHMS: string[] = ['RS256', 'PS256', 'ES256', 'EdDSA'];

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(30)
  OIDC_CLOCK_TOLERANCE_S = 5;

  /** How long fetched keys are trusted before a refetch; a removed key stops verifying after this. */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  OIDC_JWKS_CACHE_MAX_AGE_MS = 300_000;

  /** Least time between two JWKS fetches triggered by an unknown key id. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  OIDC_JWKS_COOLDOWN_MS = 30_000;

  /**
   * How long `POST /api/process-text` waits for a restructure (queue time included) before answering
   * 504 PROCESSING_TIMEOUT; text-processing answers about a second before it. Keep it under nginx's
   * NGINX_READ_TIMEOUT (75 s) with room for the quota calls.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1_000)
  @Max(600_000)
  PROCESS_TEXT_TIMEOUT_MS = 60_000;

  /** How long the gateway remembers which job an Idempotency-Key named, for the queue-position poll. */
  @Type(() => Number)
  @IsInt()
  @Min(60)
  PROCESS_TEXT_KEY_TTL_S = 3_600;

  /** How long after a restructure its member may save the result to history (seconds). */
  @Type(() => Number)
  @IsInt()
  @Min(60)
  RESTRUCTURE_RECEIPT_TTL_S = 86_400;

  /** Length of one rate-limit window in seconds (fixed windows, counted in Redis). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(86_400)
  RATE_LIMIT_WINDOW_S = 60;

  /** Requests one member (the token's `sub`) may make to /api per window; 0 turns the limit off. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  RATE_LIMIT_USER_MAX = 300;

  /**
   * Requests one client address may make to /api per window, counted before authentication; 0
   * turns the limit off. The address is the peer's, or X-Forwarded-For's when the peer is one of
   * TRUST_PROXY.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  RATE_LIMIT_IP_MAX = 600;
}
