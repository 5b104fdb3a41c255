import type { IdentityConfig } from '../config.js';
import type { ProviderSecretRepository } from './provider-secret.repository.js';
import {
  generateCookieKeys,
  generateSigningJwk,
  parsePrivateJwks,
  type PrivateJwks,
} from './signing-keys.js';

export interface ProviderSecrets {
  jwks: PrivateJwks;
  cookieKeys: string[];
  /** Where each came from, for the start-up log line. */
  source: { jwks: 'configuration' | 'database'; cookieKeys: 'configuration' | 'database' };
}

/**
 * The signing keys and cookie keys: from configuration when set (always in production, which
 * loadConfig enforces), otherwise generated once and kept in `identity.provider_secrets`, so every
 * replica and every restart of a development stack uses the same ones.
 */
export async function loadProviderSecrets(
  config: Pick<IdentityConfig, 'OIDC_JWKS' | 'OIDC_COOKIE_KEYS' | 'NODE_ENV'>,
  stored: ProviderSecretRepository,
): Promise<ProviderSecrets> {
  if (config.NODE_ENV === 'production' && (!config.OIDC_JWKS || !config.OIDC_COOKIE_KEYS?.length)) {
    throw new Error('identity: OIDC_JWKS and OIDC_COOKIE_KEYS are required when NODE_ENV=production');
  }
  const jwks = config.OIDC_JWKS
    ? parsePrivateJwks(config.OIDC_JWKS)
    : parsePrivateJwks(
        JSON.stringify(await stored.storedOrCreated('jwks', () => ({ keys: [generateSigningJwk()] }))),
      );
  const cookieKeys = config.OIDC_COOKIE_KEYS?.length
    ? config.OIDC_COOKIE_KEYS
    : await stored.storedOrCreated('cookie_keys', () => generateCookieKeys());
  return {
    jwks,
    cookieKeys,
    source: {
      jwks: config.OIDC_JWKS ? 'configuration' : 'database',
      cookieKeys: config.OIDC_COOKIE_KEYS?.length ? 'configuration' : 'database',
    },
  };
}
