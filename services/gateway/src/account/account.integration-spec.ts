import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MessageHandler } from '@nestjs/microservices';
import { AUTH_DEFAULTS, EVENTS, type AccountDeletedEvent } from '@untangle/contracts';
import {
  startIdentityForTests,
  TEST_MEMBER_PASSWORD,
  type StartedIdentityForTests,
} from '@untangle/identity/testing';
import {
  createTestDatabase,
  createTestRedis,
  waitFor,
  type TestDatabase,
  type TestRedis,
} from '@untangle/test-kit';
import { RedisStreamsServer } from '@untangle/transport';
import { startGatewayForTests, type StartedGatewayForTests } from '../testing/index.js';
import { AccountRoutesController } from './account-routes.controller.js';

/** DELETE /api/me: the gateway asks identity, which deletes the account and announces it to every service. */
describe(AccountRoutesController.name, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: StartedIdentityForTests;
  let gateway: StartedGatewayForTests;
  let listener: RedisStreamsServer;
  const announced: AccountDeletedEvent[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('gateway_account');
    redis = await createTestRedis('gateway_account');
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
    // Stands in for a service that removes a member's data when the account is deleted.
    listener = new RedisStreamsServer({
      url: redis.url,
      keyPrefix: redis.keyPrefix,
      service: 'sessions',
      blockMs: 200,
    });
    const onDeleted: MessageHandler = async (event: AccountDeletedEvent) => {
      announced.push(event);
    };
    listener.addHandler(EVENTS.accountDeleted, onDeleted, true);
    await new Promise<void>((resolve, reject) => {
      void listener.listen((error?: unknown) => (error ? reject(error as Error) : resolve()));
    });
  });

  afterAll(async () => {
    await listener?.close();
    await gateway?.stop();
    await identity?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  const api = (method: string, path: string, token: string) =>
    fetch(`${gateway.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  const refresh = (refreshToken: string) =>
    fetch(`${identity.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: AUTH_DEFAULTS.clientId,
      }),
    });

  it('deletes the account, announces account.deleted, and signs the member out of the provider', async () => {
    const member = await identity.signUp({ firstName: 'Leaving' });
    const response = await api('DELETE', '/api/me', member.accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: expect.stringContaining('deleted') });

    const event = await waitFor(() => announced.find((candidate) => candidate.userId === member.userId), {
      what: 'the account.deleted event',
    });
    expect(Date.parse(event.deletedAt)).toBeLessThanOrEqual(Date.now());
    expect((await refresh(member.refreshToken)).status).toBe(400);
    await expect(identity.signIn({ email: member.email, password: TEST_MEMBER_PASSWORD })).rejects.toThrow(
      /did not lead back to the app/,
    );
  });

  it('answers a repeated deletion with success and announces it again with the same time', async () => {
    const member = await identity.signUp();
    expect((await api('DELETE', '/api/me', member.accessToken)).status).toBe(200);
    // The access token still verifies (until it expires, minutes later): deleting again is harmless.
    const again = await api('DELETE', '/api/me', member.accessToken);
    expect(again.status).toBe(200);
    const events = await waitFor(
      () => {
        const mine = announced.filter((candidate) => candidate.userId === member.userId);
        return mine.length === 2 ? mine : undefined;
      },
      { what: 'two account.deleted events' },
    );
    expect(events[1]!.deletedAt).toBe(events[0]!.deletedAt);
  });

  it('deletes only the caller: a user id in the path or body changes nothing', async () => {
    const [caller, bystander] = [await identity.signUp(), await identity.signUp()];
    const response = await fetch(`${gateway.url}/api/me?userId=${bystander.userId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${caller.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: bystander.userId }),
    });
    expect(response.status).toBe(200);
    await waitFor(() => announced.some((candidate) => candidate.userId === caller.userId), {
      what: 'the caller’s event',
    });
    expect(announced.some((candidate) => candidate.userId === bystander.userId)).toBe(false);
    expect((await refresh(bystander.refreshToken)).status).toBe(200);
  });
});
