import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  decodeJwtPayload,
  generateSigningJwk,
  startIdentityForTests,
  type StartedIdentityForTests,
} from '@untangle/identity/testing';
import {
  createTestDatabase,
  createTestRedis,
  waitFor,
  type TestDatabase,
  type TestRedis,
} from '@untangle/test-kit';
import { startGatewayForTests, type StartedGatewayForTests } from '../testing/index.js';
import { JwtVerifier } from './jwt-verifier.js';

/**
 * Rotation by configuration: the provider restarts with a new first (signing) key and the old one
 * still published, later without the old one. The gateway keeps running throughout.
 */
describe(`${JwtVerifier.name}: key rotation`, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: StartedIdentityForTests;
  let gateway: StartedGatewayForTests;
  let port: number;
  const oldKey = generateSigningJwk();
  const newKey = generateSigningJwk();
  let oldToken: string;
  let newToken: string;

  const restartIdentity = async (keys: object[]) => {
    await identity.stop();
    identity = await startIdentityForTests({
      databaseUrl: db.url,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      issuerPort: port,
      jwks: { keys },
    });
  };
  const status = async (token: string) =>
    (await fetch(`${gateway.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status;
  const kidOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string };

  beforeAll(async () => {
    db = await createTestDatabase('gateway_key_rotation');
    redis = await createTestRedis('gateway_key_rotation');
    identity = await startIdentityForTests({
      databaseUrl: db.url,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      jwks: { keys: [oldKey] },
    });
    port = Number(new URL(identity.issuer).port);
    gateway = await startGatewayForTests({
      issuer: identity.issuer,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      // Keys are trusted for one second, and an unknown kid may trigger a refetch at once.
      env: { OIDC_JWKS_CACHE_MAX_AGE_MS: '1000', OIDC_JWKS_COOLDOWN_MS: '0' },
    });
    ({ accessToken: oldToken } = await identity.signUp());
  });

  afterAll(async () => {
    await gateway?.stop();
    await identity?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  it('accepts tokens of the first key', async () => {
    expect(kidOf(oldToken).kid).toBe(oldKey.kid);
    expect(await status(oldToken)).toBe(200);
  });

  it('accepts tokens signed with a new key as soon as the JWKS publishes it, without a restart', async () => {
    await restartIdentity([newKey, oldKey]);
    ({ accessToken: newToken } = await identity.signUp());
    expect(kidOf(newToken).kid).toBe(newKey.kid);
    expect(decodeJwtPayload(newToken).iss).toBe(identity.issuer);
    expect(await status(newToken)).toBe(200);
    // The old key is still published: its tokens keep working until they expire.
    expect(await status(oldToken)).toBe(200);
  });

  it('refuses tokens of a key removed from the JWKS once the cached key set ages out', async () => {
    await restartIdentity([newKey]);
    await waitFor(async () => (await status(oldToken)) === 401, {
      timeoutMs: 10_000,
      what: 'the gateway to drop the removed key',
    });
    expect(await status(newToken)).toBe(200);
  });
});
