import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_DEFAULTS, type MeResponse } from '@untangle/contracts';
import {
  decodeJwtPayload,
  parseForms,
  startIdentityForTests,
  TestBrowser,
  type StartedIdentityForTests,
} from '@untangle/identity/testing';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@untangle/test-kit';
import * as client from 'openid-client';
import { startGatewayForTests, type StartedGatewayForTests } from '../testing/index.js';

/**
 * The whole authorization code + PKCE flow, driven over HTTP by openid-client (a relying party
 * nobody here wrote) against the real identity service, with the real gateway checking the tokens.
 */
describe('authorization code + PKCE flow with openid-client', () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: StartedIdentityForTests;
  let gateway: StartedGatewayForTests;
  let config: client.Configuration;
  const browser = new TestBrowser();
  const member = { firstName: 'Grace', email: 'grace.hopper@example.test', password: 'COBOL-and-compilers' };
  let tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;
  let callbackUrl: URL;
  let pkceCodeVerifier: string;
  let expectedState: string;
  let expectedNonce: string;

  beforeAll(async () => {
    db = await createTestDatabase('gateway_oidc_flow');
    redis = await createTestRedis('gateway_oidc_flow');
    identity = await startIdentityForTests({
      databaseUrl: db.url,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
    });
    gateway = await startGatewayForTests({
      issuer: identity.issuer,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
    });
    config = await client.discovery(new URL(identity.issuer), identity.clientId, undefined, client.None(), {
      execute: [client.allowInsecureRequests],
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await identity?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  /** An authorization request as the app makes it, opened in the browser: the page it lands on. */
  async function authorize(extra: Record<string, string> = {}) {
    pkceCodeVerifier = client.randomPKCECodeVerifier();
    expectedState = client.randomState();
    expectedNonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: identity.redirectUri,
      scope: AUTH_DEFAULTS.scope,
      code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
      code_challenge_method: 'S256',
      state: expectedState,
      nonce: expectedNonce,
      ...extra,
    });
    const landing = await browser.follow(url, {}, (next) => next.href.startsWith(identity.redirectUri));
    return { landing, html: (await landing.response?.text()) ?? '' };
  }

  async function submit(html: string, pageUrl: URL, fields: Record<string, string>): Promise<URL> {
    const form = parseForms(html)[0]!;
    const result = await browser.follow(
      new URL(form.action, pageUrl),
      { form: { ...form.fields, ...fields } },
      (next) => next.href.startsWith(identity.redirectUri),
    );
    if (result.response) throw new Error(`stayed on ${result.url.href}: ${await result.response.text()}`);
    return result.url;
  }

  const me = (accessToken: string) =>
    fetch(`${gateway.url}/api/me`, { headers: { authorization: `Bearer ${accessToken}` } });

  it('signs a new member up through prompt=create and returns them to the app with a code', async () => {
    const { landing, html } = await authorize({ prompt: 'create' });
    expect(landing.response?.status).toBe(200);
    expect(html).toContain('Create your Untangle account');
    callbackUrl = await submit(html, landing.url, member);
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();
    expect(callbackUrl.searchParams.get('iss')).toBe(identity.issuer);
  });

  it('exchanges the code with PKCE for an ID token with given_name and email, a JWT access token for the API and a refresh token', async () => {
    tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier,
      expectedState,
      expectedNonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: identity.issuer,
      aud: identity.clientId,
      given_name: 'Grace',
      email: member.email,
    });
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.token_type.toLowerCase()).toBe('bearer');
    const access = decodeJwtPayload(tokens.access_token);
    expect(access).toMatchObject({
      iss: identity.issuer,
      aud: AUTH_DEFAULTS.audience,
      sub: claims.sub,
      email: member.email,
      given_name: 'Grace',
    });
    expect(Number(access.exp) - Number(access.iat)).toBeLessThanOrEqual(15 * 60);
  });

  it('answers GET /api/me with the id, e-mail and first name of the token', async () => {
    const response = await me(tokens.access_token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as MeResponse;
    expect(body).toEqual({ id: tokens.claims()!.sub, email: member.email, firstName: 'Grace' });
  });

  it('refreshes the tokens, rotating the refresh token, and the new access token works', async () => {
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(refreshed.access_token)).status).toBe(200);
    tokens = refreshed;
  });

  it('signs the member out (RP-initiated logout) back to the app, after which the refresh token is refused', async () => {
    const logoutUrl = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: 'http://localhost:8080/',
    });
    const page = await browser.follow(logoutUrl);
    const html = (await page.response?.text()) ?? '';
    expect(page.response?.status).toBe(200);
    expect(html).toContain('Sign out of Untangle?');
    const form = parseForms(html).find((candidate) => candidate.action.endsWith('/session/end/confirm'))!;
    const after = await browser.follow(
      new URL(form.action, page.url),
      { form: { ...form.fields, logout: 'yes' } },
      (next) => next.href.startsWith('http://localhost:8080/'),
    );
    expect(after.url.href).toBe('http://localhost:8080/');
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('shows the sign-in page after signing out and signs the same member in again', async () => {
    const { landing, html } = await authorize();
    expect(html).toContain('Sign in to Untangle');
    callbackUrl = await submit(html, landing.url, {
      email: member.email.toUpperCase(),
      password: member.password,
    });
    const again = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier,
      expectedState,
      expectedNonce,
    });
    expect(again.claims()!.sub).toBe(tokens.claims()!.sub);
    expect((await me(again.access_token)).status).toBe(200);
    tokens = again;
  });

  it('refuses a code used twice, and revokes what the first use gave', async () => {
    await expect(
      client.authorizationCodeGrant(config, callbackUrl, { pkceCodeVerifier, expectedState, expectedNonce }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});
