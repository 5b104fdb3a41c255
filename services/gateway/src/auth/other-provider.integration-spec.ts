import { createServer, type Server } from 'node:http';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startIdentityForTests, type StartedIdentityForTests } from '@untangle/identity/testing';
import {
  createTestDatabase,
  createTestRedis,
  getFreePort,
  type TestDatabase,
  type TestRedis,
} from '@untangle/test-kit';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';
import { startGatewayForTests, type StartedGatewayForTests } from '../testing/index.js';
import { JwtVerifier } from './jwt-verifier.js';

/** Enough storage for a provider that only issues client-credentials JWTs (which it never stores). */
class MapAdapter implements Adapter {
  private static readonly store = new Map<string, AdapterPayload>();
  constructor(private readonly model: string) {}
  async upsert(id: string, payload: AdapterPayload) {
    MapAdapter.store.set(`${this.model}:${id}`, payload);
  }
  async find(id: string) {
    return MapAdapter.store.get(`${this.model}:${id}`);
  }
  async findByUid() {
    return undefined;
  }
  async findByUserCode() {
    return undefined;
  }
  async consume() {}
  async destroy(id: string) {
    MapAdapter.store.delete(`${this.model}:${id}`);
  }
  async revokeByGrantId() {}
}

const OTHER = {
  audience: 'https://api.other-provider.test',
  clientId: 'other-client',
  clientSecret: 'a-client-secret-of-the-other-provider-0123456789',
};

/**
 * "Another provider" is a second, plain oidc-provider instance (none of our identity code: ES256
 * keys, its own issuer and audience, no profile claims in its access tokens). The gateway accepts
 * its tokens after a configuration change (OIDC_ISSUER, OIDC_AUDIENCE, OIDC_CLIENT_ID) and only then.
 */
describe(`${JwtVerifier.name}: another OpenID provider`, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: StartedIdentityForTests;
  let other: { issuer: string; server: Server };
  let ours: StartedGatewayForTests;
  let switched: StartedGatewayForTests;
  let otherToken: string;
  let ourToken: string;

  beforeAll(async () => {
    db = await createTestDatabase('gateway_other_provider');
    redis = await createTestRedis('gateway_other_provider');
    identity = await startIdentityForTests({
      databaseUrl: db.url,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
    });

    const port = await getFreePort();
    const issuer = `http://127.0.0.1:${port}`;
    const signingKey = {
      ...generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
      kid: 'other-es256',
      alg: 'ES256',
      use: 'sig',
    };
    const provider = new Provider(issuer, {
      adapter: MapAdapter,
      ttl: { ClientCredentials: 600 },
      jwks: { keys: [signingKey] },
      clients: [
        {
          client_id: OTHER.clientId,
          client_secret: OTHER.clientSecret,
          grant_types: ['client_credentials'],
          id_token_signed_response_alg: 'ES256',
          response_types: [],
          redirect_uris: [],
        },
      ],
      features: {
        devInteractions: { enabled: false },
        clientCredentials: { enabled: true },
        resourceIndicators: {
          enabled: true,
          defaultResource: () => OTHER.audience,
          getResourceServerInfo: () => ({
            scope: 'api',
            audience: OTHER.audience,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          }),
        },
      },
    });
    const server = createServer(provider.callback());
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    other = { issuer, server };

    const response = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${OTHER.clientId}:${OTHER.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'api' }),
    });
    otherToken = ((await response.json()) as { access_token: string }).access_token;
    ({ accessToken: ourToken } = await identity.signUp());

    ours = await startGatewayForTests({
      issuer: identity.issuer,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
    });
    switched = await startGatewayForTests({
      issuer: other.issuer,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      env: { OIDC_AUDIENCE: OTHER.audience, OIDC_CLIENT_ID: OTHER.clientId },
    });
  });

  afterAll(async () => {
    await switched?.stop();
    await ours?.stop();
    await new Promise((resolve) => other?.server.close(resolve));
    await identity?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  const me = (gateway: StartedGatewayForTests, token: string) =>
    fetch(`${gateway.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });

  it('refuses the other provider’s tokens while configured for ours', async () => {
    expect(otherToken.split('.')).toHaveLength(3);
    expect((await me(ours, otherToken)).status).toBe(401);
    expect((await me(ours, ourToken)).status).toBe(200);
  });

  it('accepts them after OIDC_ISSUER, OIDC_AUDIENCE and OIDC_CLIENT_ID name the other provider', async () => {
    const response = await me(switched, otherToken);
    expect(response.status).toBe(200);
    // No profile claims in its token and none from its userinfo: the id is the token's sub.
    expect(await response.json()).toEqual({ id: OTHER.clientId, email: '', firstName: '' });
  });

  it('then refuses tokens of our own provider', async () => {
    expect((await me(switched, ourToken)).status).toBe(401);
  });
});
