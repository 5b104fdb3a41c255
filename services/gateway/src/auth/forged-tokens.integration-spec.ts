import { createPublicKey, createSecretKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_DEFAULTS, ERROR_CODES, PATTERNS, SERVICE_NAMES, UI_MESSAGES } from '@untangle/contracts';
import {
  generateSigningJwk,
  startIdentityForTests,
  type PrivateSigningJwk,
  type StartedIdentityForTests,
} from '@untangle/identity/testing';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@untangle/test-kit';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import {
  startGatewayForTests,
  startTransportSpy,
  type StartedGatewayForTests,
  type TransportSpy,
} from '../testing/index.js';
import { JwtVerifier } from './jwt-verifier.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Tokens an attacker could make, each answered 401 by the gateway without reaching any service:
 * a transport spy stands in for the identity service behind DELETE /api/me and counts requests.
 */
describe(`${JwtVerifier.name}: forged tokens`, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: StartedIdentityForTests;
  let gateway: StartedGatewayForTests;
  let spy: TransportSpy;
  const signingKey: PrivateSigningJwk = generateSigningJwk();
  const otherKey: PrivateSigningJwk = generateSigningJwk();
  let realToken: string;
  let userId: string;

  beforeAll(async () => {
    db = await createTestDatabase('gateway_forged');
    redis = await createTestRedis('gateway_forged');
    identity = await startIdentityForTests({
      databaseUrl: db.url,
      redisUrl: redis.url,
      redisPrefix: `${redis.keyPrefix}identity:`,
      jwks: { keys: [signingKey] },
    });
    // The gateway's transport lives under its own prefix, where only the spy answers.
    const gatewayPrefix = `${redis.keyPrefix}gateway:`;
    spy = await startTransportSpy({
      url: redis.url,
      keyPrefix: gatewayPrefix,
      service: SERVICE_NAMES.identity,
      replies: { [PATTERNS.identity.deleteAccount]: { message: 'deleted by the spy' } },
    });
    gateway = await startGatewayForTests({
      issuer: identity.issuer,
      redisUrl: redis.url,
      redisPrefix: gatewayPrefix,
    });
    ({ accessToken: realToken, userId } = await identity.signUp({ firstName: 'Real' }));
  });

  afterAll(async () => {
    await gateway?.stop();
    await spy?.close();
    await identity?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  const now = () => Math.floor(Date.now() / 1000);
  const claims = (overrides: JWTPayload = {}): JWTPayload => ({
    iss: identity.issuer,
    aud: AUTH_DEFAULTS.audience,
    sub: userId,
    iat: now(),
    exp: now() + 600,
    email: 'victim@example.test',
    given_name: 'Victim',
    ...overrides,
  });
  const sign = async (payload: JWTPayload, key: PrivateSigningJwk = signingKey, kid: string = key.kid) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
      .sign(await importJWK(key, 'RS256'));

  const call = (method: 'GET' | 'DELETE', authorization?: string) =>
    fetch(`${gateway.url}/api/me`, { method, headers: authorization ? { authorization } : {} });

  async function expectRefused(token: string): Promise<void> {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await call(method, `Bearer ${token}`);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
      // The same answer whatever was wrong: nothing tells an attacker which check failed.
      expect(await response.json()).toEqual({
        statusCode: 401,
        code: 'AUTH_INVALID',
        message: ERROR_CODES.AUTH_INVALID.message,
        error: ERROR_CODES.AUTH_INVALID.message,
      });
    }
    expect(spy.count(PATTERNS.identity.deleteAccount)).toBe(0);
  }

  it('answers a request without a token 401 "Authentication required"', async () => {
    const response = await call('DELETE');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toMatchObject({
      code: 'AUTH_REQUIRED',
      message: UI_MESSAGES.auth.required,
    });
    expect((await call('GET', 'Basic dXNlcjpwYXNz')).status).toBe(401);
    expect(spy.count(PATTERNS.identity.deleteAccount)).toBe(0);
  });

  it('refuses alg: none', async () => {
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`);
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.c2lnbmF0dXJl`);
  });

  it('refuses HS256 signed with the public key as the HMAC secret', async () => {
    const publicPem = createPublicKey({ key: signingKey, format: 'jwk' }).export({
      type: 'spki',
      format: 'pem',
    });
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', kid: signingKey.kid })
      .sign(createSecretKey(Buffer.from(publicPem)));
    await expectRefused(token);
  });

  it('refuses an expired token', async () => {
    await expectRefused(await sign(claims({ iat: now() - 3600, exp: now() - 120 })));
  });

  it('refuses a token that is not valid yet', async () => {
    await expectRefused(await sign(claims({ nbf: now() + 120 })));
  });

  it('refuses a token of another issuer', async () => {
    await expectRefused(await sign(claims({ iss: 'http://127.0.0.1:1/oidc' })));
  });

  it('refuses a token for another audience, such as an ID token', async () => {
    await expectRefused(await sign(claims({ aud: 'urn:another:api' })));
    const { idToken } = await identity.signUp();
    await expectRefused(idToken);
  });

  it('refuses a token issued to another client', async () => {
    await expectRefused(await sign(claims({ client_id: 'another-client' })));
    await expectRefused(await sign(claims({ azp: 'another-client' })));
  });

  it('refuses a token without sub', async () => {
    const { sub: _sub, ...withoutSub } = claims();
    await expectRefused(await sign(withoutSub));
  });

  it('refuses a token whose kid is unknown', async () => {
    await expectRefused(await sign(claims(), otherKey));
    await expectRefused(await sign(claims(), signingKey, 'no-such-key'));
  });

  it('refuses a token whose payload was tampered with', async () => {
    const [header, , signature] = realToken.split('.');
    await expectRefused(`${header}.${b64(claims({ sub: 'someone-else' }))}.${signature}`);
  });

  it('refuses a token signed by another key under the real kid', async () => {
    await expectRefused(await sign(claims(), otherKey, signingKey.kid));
  });

  it('refuses a 100 kB token with 401, not 431', async () => {
    const huge = await sign(claims({ padding: 'x'.repeat(75 * 1024) }));
    expect(huge.length).toBeGreaterThanOrEqual(100 * 1024);
    expect(huge.length).toBeLessThan(110 * 1024);
    await expectRefused(huge);
  });

  it('accepts the real token, and only then does the request reach the service', async () => {
    const me = await call('GET', `Bearer ${realToken}`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ id: userId, firstName: 'Real' });
    const deleted = await call('DELETE', `Bearer ${realToken}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'deleted by the spy' });
    expect(spy.calls.get(PATTERNS.identity.deleteAccount)).toEqual([
      { userId, idempotencyKey: expect.any(String) },
    ]);
  });
});
