import type { DataSource } from 'typeorm';
import type { IdentityConfig } from '../config.js';
import { SCHEMA } from '../database.js';
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
  dataSource: DataSource,
): Promise<ProviderSecrets> {
  if (config.NODE_ENV === 'production' && (!config.OIDC_JWKS || !config.OIDC_COOKIE_KEYS?.length)) {
    throw new Error('identity: OIDC_JWKS and OIDC_COOKIE_KEYS are required when NODE_ENV=production');
  }
  const jwks = config.OIDC_JWKS
    ? parsePrivateJwks(config.OIDC_JWKS)
    : parsePrivateJwks(
        JSON.stringify(await storedOrCreated(dataSource, 'jwks', () => ({ keys: [generateSigningJwk()] }))),
      );
  const cookieKeys = config.OIDC_COOKIE_KEYS?.length
    ? config.OIDC_COOKIE_KEYS
    : await storedOrCreated(dataSource, 'cookie_keys', () => generateCookieKeys());
  return {
    jwks,
    cookieKeys,
    source: {
      jwks: config.OIDC_JWKS ? 'configuration' : 'database',
      cookieKeys: config.OIDC_COOKIE_KEYS?.length ? 'configuration' : 'database',
    },
  };
}

/** The stored secret `name`, creating it first if absent; replicas starting together agree on one. */
async function storedOrCreated<T>(dataSource: DataSource, name: string, create: () => T): Promise<T> {
  const read = async () => {
    const rows: Array<{ value: T }> = await dataSource.query(
      `SELECT "value" FROM "${SCHEMA}"."provider_secrets" WHERE "name" = $1`,
      [name],
    );
    return rows[0]?.value;
  };
  const stored = await read();
  if (stored !== undefined) return stored;
  await dataSource.query(
    `INSERT INTO "${SCHEMA}"."provider_secrets" ("name", "value") VALUES ($1, $2) ON CONFLICT ("name") DO NOTHING`,
    [name, JSON.stringify(create())],
  );
  return (await read())!;
}
