import { Transform, Type } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsInt,
  IsString,
  IsUrl,
  Matches,
  Max,
  MinLength,
  Min,
  registerDecorator,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';
import { AUTH_DEFAULTS } from '@untangle/contracts';
import { DatabaseServiceConfig, commaList, trailingSlashless } from '@untangle/nest-kit';
import { parsePrivateJwks } from './oidc/signing-keys.js';

const httpUrl = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };
/**
 * Keys are required in production, with no switch to turn that off: a compose try-out gets real
 * key files from its init step (generate-keys.ts) instead.
 */
const inProductionOrSet = (property: keyof IdentityConfig) => (config: IdentityConfig) =>
  config.NODE_ENV === 'production' || config[property] !== undefined;

/** OIDC_JWKS must be a private JWKS our provider can sign with (see parsePrivateJwks). */
function IsPrivateJwks() {
  return (target: object, propertyName: string) => {
    let problem = '';
    registerDecorator({
      name: 'isPrivateJwks',
      target: target.constructor,
      propertyName,
      validator: {
        validate(value: unknown) {
          if (typeof value !== 'string') {
            problem = 'is required when NODE_ENV=production';
            return false;
          }
          try {
            parsePrivateJwks(value);
            return true;
          } catch (error) {
            problem = (error as Error).message;
            return false;
          }
        },
        defaultMessage: (args: ValidationArguments) =>
          `${args.property} ${problem}. Set it to a private JWKS, {"keys":[…]}: the first key signs, the others stay published for verification.`,
      },
    });
  };
}

/**
 * The embedded OpenID provider. Without OIDC_JWKS / OIDC_COOKIE_KEYS (development) the service
 * generates them once and keeps them in its schema, so a restart keeps every token and session
 * valid; in production it refuses to start without them.
 */
export class IdentityConfig extends DatabaseServiceConfig {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3001;

  /** The public issuer: the URL members' browsers and the gateway use (nginx's `/oidc`). */
  @Transform(trailingSlashless)
  @IsUrl(httpUrl, { message: 'OIDC_ISSUER must be an http(s) URL' })
  @Matches(new RegExp(`^https?://[^/?#]+${AUTH_DEFAULTS.issuerPath}$`), {
    message: `OIDC_ISSUER must be an origin followed by ${AUTH_DEFAULTS.issuerPath} (where nginx routes the provider), e.g. http://localhost:8080${AUTH_DEFAULTS.issuerPath}`,
  })
  OIDC_ISSUER = `http://localhost:8080${AUTH_DEFAULTS.issuerPath}`;

  /** The `aud` of access tokens: the API. Access tokens are JWTs for it even when no `resource` is sent. */
  @IsString()
  @MinLength(1)
  OIDC_AUDIENCE: string = AUTH_DEFAULTS.audience;

  /** The first-party public client (the web app): code + PKCE, no secret, no consent screen. */
  @IsString()
  @MinLength(1)
  OIDC_CLIENT_ID: string = AUTH_DEFAULTS.clientId;

  @Transform(commaList)
  @ArrayNotEmpty()
  @IsUrl(httpUrl, {
    each: true,
    message: 'OIDC_REDIRECT_URIS must be a comma-separated list of http(s) URLs',
  })
  OIDC_REDIRECT_URIS: string[] = [
    `http://localhost:8080${AUTH_DEFAULTS.callbackPath}`,
    `http://localhost:5173${AUTH_DEFAULTS.callbackPath}`,
  ];

  /** Where the app may send members after signing out; the first is also the pages' "back to Untangle" link. */
  @Transform(commaList)
  @ArrayNotEmpty()
  @IsUrl(httpUrl, {
    each: true,
    message: 'OIDC_POST_LOGOUT_REDIRECT_URIS must be a comma-separated list of http(s) URLs',
  })
  OIDC_POST_LOGOUT_REDIRECT_URIS: string[] = ['http://localhost:8080/', 'http://localhost:5173/'];

  /** Private JWKS (JSON). The first key signs; the others stay published (rotation by configuration). */
  @ValidateIf(inProductionOrSet('OIDC_JWKS'))
  @IsPrivateJwks()
  OIDC_JWKS?: string;

  /** Comma-separated cookie-signing keys of at least 32 characters; the first signs. */
  @ValidateIf(inProductionOrSet('OIDC_COOKIE_KEYS'))
  @Transform(commaList)
  @ArrayNotEmpty({
    message: 'OIDC_COOKIE_KEYS is required when NODE_ENV=production (comma-separated random keys)',
  })
  @MinLength(32, { each: true, message: 'OIDC_COOKIE_KEYS: each key needs at least 32 characters' })
  OIDC_COOKIE_KEYS?: string[];

  /**
   * Lifetime of access tokens. They cannot be revoked once issued (the API verifies them offline),
   * so this bounds how long a signed-out or deleted member's token still works: keep it short.
   */
  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(3600)
  OIDC_ACCESS_TOKEN_TTL_S = 600;

  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(86_400)
  OIDC_ID_TOKEN_TTL_S = 3600;

  /** Lifetime of a refresh token chain (each use rotates it, never beyond this). */
  @Type(() => Number)
  @IsInt()
  @Min(300)
  OIDC_REFRESH_TOKEN_TTL_S = 14 * 86_400;

  /** How long a member stays signed in at the provider (and so how long refresh tokens work). */
  @Type(() => Number)
  @IsInt()
  @Min(300)
  OIDC_SESSION_TTL_S = 14 * 86_400;

  /** How long a sign-in or sign-up page stays usable. */
  @Type(() => Number)
  @IsInt()
  @Min(60)
  @Max(86_400)
  OIDC_INTERACTION_TTL_S = 1800;

  /**
   * Failed sign-ins allowed within SIGN_IN_WINDOW_S on one account from one address, and from one
   * address over all accounts. An address is an IPv4 address or an IPv6 /64. Failures from other
   * addresses never lock the owner out.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_ADDRESS = 5;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  SIGN_IN_MAX_FAILURES_PER_ADDRESS = 30;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  SIGN_IN_WINDOW_S = 900;

  /** Sign-ups allowed from one address (IPv4, or IPv6 /64) within SIGN_UP_WINDOW_S, successful or not. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  SIGN_UP_MAX_PER_ADDRESS = 10;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  SIGN_UP_WINDOW_S = 86_400;

  /** How often expired provider rows (codes, sessions, tokens) are deleted. */
  @Type(() => Number)
  @IsInt()
  @Min(1000)
  OIDC_SWEEP_INTERVAL_MS = 600_000;
}
