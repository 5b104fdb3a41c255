import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@untangle/test-kit';
import pg from 'pg';
import { ACCOUNT_MESSAGES } from '../accounts/account-input.js';
import {
  parseForms,
  startIdentityForTests,
  TestBrowser,
  type StartedIdentityForTests,
} from '../testing/index.js';

const SIGN_UPS_PER_ADDRESS = 3;
let counter = 0;

/** Free accounts are not unlimited: every sign-up from an address counts, for a day by default. */
describe('the sign-up budget per address', () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: StartedIdentityForTests;
  let sql: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase('identity_sign_up_budget');
    redis = await createTestRedis('identity_sign_up_budget');
    identity = await startIdentityForTests({
      databaseUrl: db.url,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      env: { SIGN_UP_MAX_PER_ADDRESS: String(SIGN_UPS_PER_ADDRESS) },
    });
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await identity?.stop();
    await redis?.cleanup();
    await db?.drop();
  });

  const accountCount = async () =>
    Number((await sql.query<{ count: string }>('SELECT count(*) FROM identity.accounts')).rows[0]!.count);

  /** Signs up a new member through the real pages, the request coming from `ip` (loopback's X-Forwarded-For is trusted). */
  async function signUpFrom(
    ip: string,
  ): Promise<{ status: number; html: string; retryAfter: string | null }> {
    const browser = new TestBrowser();
    const landing = await browser.follow(identity.authorizationUrl({ prompt: 'create' }).url);
    const form = parseForms(await landing.response!.text())[0]!;
    const response = await browser.request(new URL(form.action, landing.url), {
      form: { firstName: 'Budget', email: `budget-${(counter += 1)}@example.test`, password: 'long enough' },
      headers: { 'x-forwarded-for': ip },
    });
    return {
      status: response.status,
      html: await response.text(),
      retryAfter: response.headers.get('retry-after'),
    };
  }

  it('counts successful sign-ups too, then refuses more from that address while others still sign up', async () => {
    for (let account = 0; account < SIGN_UPS_PER_ADDRESS; account += 1) {
      expect((await signUpFrom('198.51.100.10')).status).toBe(303);
    }
    const before = await accountCount();
    const refused = await signUpFrom('198.51.100.10');
    expect(refused.status).toBe(429);
    expect(refused.html).toContain(ACCOUNT_MESSAGES.tooManyAttempts);
    expect(Number(refused.retryAfter)).toBeGreaterThan(3600);
    expect(await accountCount()).toBe(before);
    expect((await signUpFrom('198.51.100.11')).status).toBe(303);
  });

  it('keeps one budget for a whole IPv6 /64, so changing the interface part does not help', async () => {
    for (let account = 1; account <= SIGN_UPS_PER_ADDRESS; account += 1) {
      expect((await signUpFrom(`2001:db8:77:1::${account}`)).status).toBe(303);
    }
    expect((await signUpFrom('2001:db8:77:1:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await signUpFrom('2001:db8:77:2::1')).status).toBe(303);
  });
});
