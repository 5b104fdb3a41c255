import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_DEFAULTS, ERROR_CODES } from '@untangle/contracts';
import { generateSigningJwk, publicJwks, type PrivateSigningJwk } from '@untangle/identity/testing';
import {
  createTestRedis,
  startRedisServer,
  waitFor,
  type OwnRedisServer,
  type TestRedis,
} from '@untangle/test-kit';
import { importJWK, SignJWT } from 'jose';
import { startGatewayForTests, type StartedGatewayForTests } from '../testing/index.js';
import { RateLimiter } from './rate-limiter.js';

const RATE_LIMITED_BODY = {
  statusCode: 429,
  code: 'RATE_LIMITED',
  message: ERROR_CODES.RATE_LIMITED.message,
  error: ERROR_CODES.RATE_LIMITED.message,
};

/** A bare issuer: publishes a JWKS, so the gateway verifies tokens this suite signs itself. */
async function startKeyServer(
  key: PrivateSigningJwk,
): Promise<{ issuer: string; jwksUri: string; server: Server }> {
  const body = JSON.stringify(publicJwks({ keys: [key] }));
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, jwksUri: `${issuer}/jwks`, server };
}

/**
 * The real gateway against the real Redis, with small limits: each gateway below counts under its
 * own key prefix, so their counters never meet. Requests come from 127.0.0.1, which the default
 * TRUST_PROXY (loopback) trusts as nginx: there X-Forwarded-For names the client.
 */
describe(`${RateLimiter.name} in the gateway`, () => {
  const key = generateSigningJwk();
  let keys: { issuer: string; jwksUri: string; server: Server };
  let redis: TestRedis;
  let ownRedis: OwnRedisServer | undefined;
  const gateways: StartedGatewayForTests[] = [];

  const startGateway = async (label: string, env: Record<string, string>, redisUrl = redis.url) => {
    const gateway = await startGatewayForTests({
      issuer: keys.issuer,
      jwksUri: keys.jwksUri,
      redisUrl,
      redisPrefix: `${redis.keyPrefix}${label}:`,
      env: { RATE_LIMIT_WINDOW_S: '60', RATE_LIMIT_USER_MAX: '0', RATE_LIMIT_IP_MAX: '0', ...env },
    });
    gateways.push(gateway);
    return gateway;
  };

  const tokenFor = async (sub: string) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email: `${sub}@example.test`, given_name: sub })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
      .setIssuer(keys.issuer)
      .setAudience(AUTH_DEFAULTS.audience)
      .setSubject(sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(await importJWK(key, 'RS256'));
  };

  const get = (gateway: StartedGatewayForTests, path: string, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}${path}`, { headers });

  async function expectRateLimited(response: Response, windowS: number): Promise<void> {
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual(RATE_LIMITED_BODY);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(windowS);
    expect(response.headers.get('ratelimit-remaining')).toBe('0');
  }

  beforeAll(async () => {
    keys = await startKeyServer(key);
    redis = await createTestRedis('gateway_rate_limit');
  });

  afterAll(async () => {
    for (const gateway of gateways) await gateway.stop();
    await ownRedis?.stop();
    await new Promise((resolve) => keys?.server.close(resolve));
    await redis?.cleanup();
  });

  it('answers a member over the limit 429 with the message and Retry-After, and leaves other members alone', async () => {
    const gateway = await startGateway('user', { RATE_LIMIT_USER_MAX: '5' });
    const alice = { authorization: `Bearer ${await tokenFor('alice')}` };
    const bob = { authorization: `Bearer ${await tokenFor('bob')}` };

    for (let i = 1; i <= 5; i++) {
      const response = await get(gateway, '/api/me', alice);
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBe('5');
      expect(response.headers.get('ratelimit-remaining')).toBe(String(5 - i));
    }
    await expectRateLimited(await get(gateway, '/api/me', alice), 60);
    // The member is counted, not the address or the token: a fresh token of alice's is refused too.
    await expectRateLimited(
      await get(gateway, '/api/me', { authorization: `Bearer ${await tokenFor('alice')}` }),
      60,
    );

    const response = await get(gateway, '/api/me', bob);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 'bob' });
  });

  it('counts every request of a client address before authentication, forged tokens included', async () => {
    const gateway = await startGateway('ip', { RATE_LIMIT_IP_MAX: '5' });
    const forged = { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' };
    const attacker = { ...forged, 'x-forwarded-for': '203.0.113.10' };

    for (let i = 0; i < 5; i++) expect((await get(gateway, '/api/me', attacker)).status).toBe(401);
    await expectRateLimited(await get(gateway, '/api/me', attacker), 60);
    // A valid token does not help the same address.
    const valid = { authorization: `Bearer ${await tokenFor('carol')}`, 'x-forwarded-for': '203.0.113.10' };
    await expectRateLimited(await get(gateway, '/api/me', valid), 60);
    // The trusted proxy's header tells clients apart: another address still reaches the auth guard.
    expect((await get(gateway, '/api/me', { ...forged, 'x-forwarded-for': '203.0.113.11' })).status).toBe(
      401,
    );
    expect((await get(gateway, '/api/unknown', { 'x-forwarded-for': '203.0.113.10' })).status).toBe(429);
  });

  it('never limits the payment webhook, the health checks or the local checkout pages', async () => {
    const gateway = await startGateway('exempt', { RATE_LIMIT_IP_MAX: '2', RATE_LIMIT_USER_MAX: '2' });
    const client = { 'x-forwarded-for': '203.0.113.20' };
    for (let i = 0; i < 2; i++) expect((await get(gateway, '/api/me', client)).status).toBe(401);
    expect((await get(gateway, '/api/me', client)).status).toBe(429);

    for (let i = 0; i < 4; i++) {
      const webhook = await fetch(`${gateway.url}/api/billing/webhook`, {
        method: 'POST',
        headers: { ...client, 'content-type': 'application/json' },
        body: '{"type":"ping"}',
      });
      // Reaches the controller, which refuses an unsigned body itself.
      expect(webhook.status).toBe(400);
      expect(await webhook.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
      expect((await get(gateway, '/api/health', client)).status).toBe(200);
      expect((await get(gateway, '/health', client)).status).toBe(200);
      // An unknown checkout id: the page's own 404, not the limit.
      expect((await get(gateway, '/api/billing/checkout/not-a-checkout', client)).status).toBe(404);
    }
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    // Only 10.0.0.0/8 may forward: this test's own requests come straight from 127.0.0.1.
    const gateway = await startGateway('untrusted', { RATE_LIMIT_IP_MAX: '3', TRUST_PROXY: '10.0.0.0/8' });
    for (let i = 0; i < 3; i++) {
      expect((await get(gateway, '/api/me', { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(401);
    }
    const spoofed = await get(gateway, '/api/me', {
      'x-forwarded-for': '198.51.100.99',
      'x-real-ip': '198.51.100.98',
    });
    await expectRateLimited(spoofed, 60);
  });

  it('starts counting afresh when the window ends', async () => {
    const gateway = await startGateway('window', { RATE_LIMIT_WINDOW_S: '1', RATE_LIMIT_USER_MAX: '2' });
    const dave = { authorization: `Bearer ${await tokenFor('dave')}` };
    for (let i = 0; i < 2; i++) expect((await get(gateway, '/api/me', dave)).status).toBe(200);
    await expectRateLimited(await get(gateway, '/api/me', dave), 1);

    const next = await waitFor(
      async () => {
        const response = await get(gateway, '/api/me', dave);
        return response.status === 200 ? response : undefined;
      },
      { timeoutMs: 5_000, intervalMs: 100, what: 'the next window' },
    );
    expect(next.headers.get('ratelimit-remaining')).toBe('1');
  });

  it('lets requests through while Redis is down, and limits again once it is back', async () => {
    ownRedis = await startRedisServer();
    const gateway = await startGateway('fail-open', { RATE_LIMIT_IP_MAX: '2' }, ownRedis.url);
    const client = { 'x-forwarded-for': '203.0.113.30' };
    for (let i = 0; i < 2; i++) expect((await get(gateway, '/api/me', client)).status).toBe(401);
    expect((await get(gateway, '/api/me', client)).status).toBe(429);

    await ownRedis.kill();
    for (let i = 0; i < 5; i++) {
      const response = await get(gateway, '/api/me', client);
      expect(response.status).toBe(401);
      expect(response.headers.get('ratelimit-limit')).toBeNull();
    }

    // Restarted empty: the address gets a fresh window once the limiter has reconnected.
    await ownRedis.start();
    await waitFor(async () => (await get(gateway, '/api/me', client)).status === 429, {
      timeoutMs: 10_000,
      intervalMs: 100,
      what: 'the limit to apply again',
    });
  });
});
