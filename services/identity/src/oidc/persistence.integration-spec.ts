import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_DEFAULTS } from '@untangle/contracts';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@untangle/test-kit';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import {
  parseForms,
  startIdentityForTests,
  TestBrowser,
  type StartedIdentityForTests,
} from '../testing/index.js';
import { OidcPayloadRepository } from './oidc-payload.repository.js';

/**
 * Grants, sessions and keys live in Postgres: a restarted provider (same database, no keys
 * configured, as in development) signs nobody out.
 */
describe(`${OidcPayloadRepository.name}: a restart signs nobody out`, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: StartedIdentityForTests;
  let port: number;
  const browser = new TestBrowser();
  let refreshToken: string;
  let accessToken: string;
  let jwksBefore: unknown;

  const start = (issuerPort?: number) =>
    startIdentityForTests({
      databaseUrl: db.url,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      issuerPort,
    });

  beforeAll(async () => {
    db = await createTestDatabase('identity_persistence');
    redis = await createTestRedis('identity_persistence');
    identity = await start();
    port = Number(new URL(identity.issuer).port);

    // A member signs up in this browser: it now holds the provider's session cookie.
    const { url, pkce } = identity.authorizationUrl({ prompt: 'create' });
    const page = await browser.follow(url);
    const form = parseForms(await page.response!.text())[0]!;
    const back = await browser.follow(
      new URL(form.action, page.url),
      { form: { firstName: 'Persistent', email: 'persistent@example.test', password: 'survives restarts' } },
      (next) => next.href.startsWith(identity.redirectUri),
    );
    const tokens = (await (
      await fetch(`${identity.issuer}/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: back.url.searchParams.get('code')!,
          redirect_uri: identity.redirectUri,
          client_id: AUTH_DEFAULTS.clientId,
          code_verifier: pkce.verifier,
        }),
      })
    ).json()) as { refresh_token: string; access_token: string };
    ({ refresh_token: refreshToken, access_token: accessToken } = tokens);
    jwksBefore = await (await fetch(identity.jwksUri)).json();

    await identity.stop();
    identity = await start(port);
  });

  afterAll(async () => {
    await identity?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  it('publishes the same generated keys after the restart, so earlier tokens still verify', async () => {
    expect(await (await fetch(identity.jwksUri)).json()).toEqual(jwksBefore);
    const { payload } = await jwtVerify(accessToken, createRemoteJWKSet(new URL(identity.jwksUri)), {
      issuer: identity.issuer,
      audience: AUTH_DEFAULTS.audience,
    });
    expect(payload.given_name).toBe('Persistent');
  });

  it('still accepts the refresh token issued before the restart', async () => {
    const response = await fetch(`${identity.issuer}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: AUTH_DEFAULTS.clientId,
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { access_token: string; refresh_token: string };
    expect(body.access_token).toBeTruthy();
    expect(body.refresh_token).not.toBe(refreshToken);
  });

  it('still knows the browser’s session: the app gets a code without any sign-in page (prompt=none)', async () => {
    const { url } = identity.authorizationUrl({ prompt: 'none' });
    const result = await browser.follow(url, {}, (next) => next.href.startsWith(identity.redirectUri));
    expect(result.response).toBeUndefined();
    expect(result.url.searchParams.get('error')).toBeNull();
    expect(result.url.searchParams.get('code')).toBeTruthy();
  });

  it('a browser without the session is asked to sign in (prompt=none fails with login_required)', async () => {
    const { url } = identity.authorizationUrl({ prompt: 'none' });
    const result = await new TestBrowser().follow(url, {}, (next) =>
      next.href.startsWith(identity.redirectUri),
    );
    expect(result.url.searchParams.get('error')).toBe('login_required');
  });
});
