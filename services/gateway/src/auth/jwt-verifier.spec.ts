import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { loadConfig } from '@untangle/nest-kit';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { GatewayConfig } from '../config.js';
import { JwtVerifier } from './jwt-verifier.js';

/** A key server whose answer each test chooses, counting the requests it gets. */
describe(JwtVerifier.name, () => {
  let server: Server;
  let issuer: string;
  let mode: 'keys' | 'error' | 'garbage';
  let requests = 0;
  let jwks: object;
  let sign: (payload: JWTPayload) => Promise<string>;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }] };
    sign = (payload) => new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).sign(privateKey);
    server = createServer((_request, response) => {
      requests += 1;
      if (mode === 'error') return response.writeHead(502).end();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(mode === 'garbage' ? '{"not":"a key set"' : JSON.stringify(jwks));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/oidc`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    mode = 'keys';
    requests = 0;
  });

  const verifier = () =>
    new JwtVerifier(
      loadConfig(GatewayConfig, 'gateway', {
        OIDC_ISSUER: issuer,
        OIDC_JWKS_URI: `${issuer}/jwks`,
        OIDC_JWKS_COOLDOWN_MS: '0',
      }),
    );
  const claims = (): JWTPayload => ({
    iss: issuer,
    aud: 'urn:untangle:api',
    sub: 'user-1',
    exp: Math.floor(Date.now() / 1000) + 60,
    email: 'ada@example.test',
    given_name: 'Ada',
  });

  it('returns the caller from a valid token: sub, e-mail and first name', async () => {
    const token = await sign(claims());
    await expect(verifier().verify(token)).resolves.toEqual({
      id: 'user-1',
      email: 'ada@example.test',
      firstName: 'Ada',
      token,
    });
  });

  it('answers SERVICE_UNAVAILABLE, not AUTH_INVALID, when the key server fails or sends no key set', async () => {
    const token = await sign(claims());
    mode = 'error';
    await expect(verifier().verify(token)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    mode = 'garbage';
    await expect(verifier().verify(token)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('answers SERVICE_UNAVAILABLE when the key server cannot be reached', async () => {
    const unreachable = new JwtVerifier(
      loadConfig(GatewayConfig, 'gateway', { OIDC_ISSUER: issuer, OIDC_JWKS_URI: 'http://127.0.0.1:1/jwks' }),
    );
    await expect(unreachable.verify(await sign(claims()))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('refuses malformed tokens and disallowed algorithms without fetching any key', async () => {
    const subject = verifier();
    const header = (alg: string) => Buffer.from(JSON.stringify({ alg, kid: 'k1' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(claims())).toString('base64url');
    for (const token of [
      '',
      'abc',
      'a.b',
      'a.b.c.d',
      `${header('none')}.${body}.`,
      `${header('HS256')}.${body}.c2ln`,
      `${header('RS256')}.!!.c2ln`,
    ]) {
      await expect(subject.verify(token)).rejects.toMatchObject({ code: 'AUTH_INVALID' });
    }
    expect(requests).toBe(0);
  });
});
