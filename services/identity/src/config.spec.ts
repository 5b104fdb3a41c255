import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '@untangle/nest-kit';
import { IdentityConfig } from './config.js';
import { generateSigningJwk } from './oidc/signing-keys.js';

const problems = (env: Record<string, string>): string => {
  try {
    loadConfig(IdentityConfig, 'identity', env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
};

describe(IdentityConfig.name, () => {
  it('defaults to the local stack: issuer behind nginx, the web app as client, the API as audience', () => {
    const config = loadConfig(IdentityConfig, 'identity', {});
    expect(config).toMatchObject({
      OIDC_ISSUER: 'http://localhost:8080/oidc',
      OIDC_CLIENT_ID: 'untangle-web',
      OIDC_AUDIENCE: 'urn:untangle:api',
      OIDC_REDIRECT_URIS: ['http://localhost:8080/auth/callback', 'http://localhost:5173/auth/callback'],
      OIDC_POST_LOGOUT_REDIRECT_URIS: ['http://localhost:8080/', 'http://localhost:5173/'],
      OIDC_ACCESS_TOKEN_TTL_S: 600,
    });
    expect(config.OIDC_JWKS).toBeUndefined();
  });

  it('refuses to start in production without signing keys and cookie keys', () => {
    const message = problems({ NODE_ENV: 'production' });
    expect(message).toContain('OIDC_JWKS is required when NODE_ENV=production');
    expect(message).toContain('OIDC_COOKIE_KEYS is required when NODE_ENV=production');
  });

  it('offers no switch that lets production start without keys', () => {
    expect(problems({ NODE_ENV: 'production', OIDC_ALLOW_GENERATED_KEYS: 'true' })).toContain('OIDC_JWKS');
  });

  it('starts in production with both', () => {
    const env = {
      NODE_ENV: 'production',
      OIDC_JWKS: JSON.stringify({ keys: [generateSigningJwk()] }),
      OIDC_COOKIE_KEYS: `${'a'.repeat(32)},${'b'.repeat(40)}`,
    };
    expect(problems(env)).toBe('');
    expect(loadConfig(IdentityConfig, 'identity', env).OIDC_COOKIE_KEYS).toHaveLength(2);
  });

  it('explains what is wrong with OIDC_JWKS and with short cookie keys', () => {
    const { d: _d, ...publicKey } = generateSigningJwk();
    expect(problems({ OIDC_JWKS: JSON.stringify({ keys: [publicKey] }) })).toMatch(
      /OIDC_JWKS key 1 .* is not a private key/,
    );
    expect(problems({ OIDC_COOKIE_KEYS: 'short' })).toContain('each key needs at least 32 characters');
  });

  it('wants the issuer at /oidc, where nginx routes the provider', () => {
    expect(problems({ OIDC_ISSUER: 'https://id.example.com/auth' })).toContain(
      'OIDC_ISSUER must be an origin followed by /oidc',
    );
    expect(
      loadConfig(IdentityConfig, 'identity', { OIDC_ISSUER: 'https://untangle.example/oidc/' }).OIDC_ISSUER,
    ).toBe('https://untangle.example/oidc');
  });
});
