import { AUTH_DEFAULTS } from '@untangle/contracts';
import { loadConfig, type StartedService } from '@untangle/nest-kit';
import { migrateService } from '@untangle/nest-kit/database';
import { IdentityConfig } from '../config.js';
import { dataSourceOptions } from '../database.js';
import { startIdentity } from '../start.js';
import type { Pkce } from './browser.js';
import { createMemberClient, type TestMember, type TestTokens } from './member-client.js';

export {
  createPkce,
  decodeJwtPayload,
  parseForms,
  TestBrowser,
  type HtmlForm,
  type Pkce,
} from './browser.js';
export {
  createMemberClient,
  TEST_MEMBER_PASSWORD,
  type MemberClient,
  type TestMember,
  type TestTokens,
} from './member-client.js';
export {
  generateSigningJwk,
  publicJwks,
  type PrivateJwks,
  type PrivateSigningJwk,
} from '../oidc/signing-keys.js';
import { getFreePort } from '@untangle/test-kit';

export interface StartIdentityForTestsOptions {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  /** A private JWKS (object or JSON text): the first key signs. Default: generated once per database. */
  jwks?: { keys: object[] } | string;
  /** Listen (and so name the issuer) on this port, e.g. to restart "the same" provider. Default: a free one. */
  issuerPort?: number;
  /** More identity variables (OIDC_AUDIENCE, OIDC_CLIENT_ID, SIGN_UP_MAX_PER_ADDRESS, LOG_LEVEL, …). */
  env?: Record<string, string>;
}

export interface StartedIdentityForTests {
  /** `http://127.0.0.1:<port>/oidc` */
  issuer: string;
  jwksUri: string;
  clientId: string;
  redirectUri: string;
  config: IdentityConfig;
  service: StartedService;
  stop(): Promise<void>;
  /** An authorization request of the first-party app (PKCE S256), for tests that drive the pages themselves. */
  authorizationUrl(options?: { prompt?: string; loginHint?: string }): {
    url: URL;
    pkce: Pkce;
    state: string;
  };
  /** Signs a new member up through the real pages (authorize with PKCE, prompt=create, form post, code exchange). */
  signUp(member?: TestMember): Promise<TestTokens>;
  /** Signs an existing member in the same way, through the sign-in form. */
  signIn(member: { email: string; password: string }): Promise<TestTokens>;
}

/**
 * Runs the identity service in this process for other suites: migrations applied, issuer
 * `http://127.0.0.1:<port>/oidc`, the configured first-party client, real tokens from the real
 * provider.
 */
export async function startIdentityForTests(
  options: StartIdentityForTestsOptions,
): Promise<StartedIdentityForTests> {
  const port = options.issuerPort ?? (await getFreePort());
  const issuer = `http://127.0.0.1:${port}${AUTH_DEFAULTS.issuerPath}`;
  const jwks = typeof options.jwks === 'string' ? options.jwks : options.jwks && JSON.stringify(options.jwks);
  const config = loadConfig(IdentityConfig, 'identity', {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_SIZE: '4',
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    OIDC_ISSUER: issuer,
    ...(jwks ? { OIDC_JWKS: jwks } : {}),
    // Suites sign many members up from this one address; a test of the budget sets its own.
    SIGN_UP_MAX_PER_ADDRESS: '100000',
    ...options.env,
  });
  await migrateService(dataSourceOptions(config));
  const service = await startIdentity(config);
  const clientId = config.OIDC_CLIENT_ID;
  const redirectUri = config.OIDC_REDIRECT_URIS[0]!;

  const members = createMemberClient({ issuer, clientId, redirectUri });

  return {
    issuer,
    jwksUri: `${issuer}/jwks`,
    clientId,
    redirectUri,
    config,
    service,
    stop: () => service.close(),
    ...members,
  };
}
