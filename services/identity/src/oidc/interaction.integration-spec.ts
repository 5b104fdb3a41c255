import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UI_MESSAGES } from '@untangle/contracts';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '@untangle/test-kit';
import pg from 'pg';
import { ACCOUNT_MESSAGES } from '../accounts/account-input.js';
import {
  parseForms,
  startIdentityForTests,
  TestBrowser,
  type StartedIdentityForTests,
} from '../testing/index.js';
import { InteractionRoutesController } from './interaction-routes.controller.js';

const LIMITS = { perAccountAddress: 3, perAddress: 6 };
let ipCounter = 0;
/** Each test comes from its own address (X-Forwarded-For from loopback is trusted), so IP budgets do not mix. */
const nextIp = () => `198.51.100.${(ipCounter += 1)}`;

describe(InteractionRoutesController.name, () => {
  let db: TestDatabase;
  let redis: TestRedis;
  let identity: StartedIdentityForTests;
  let sql: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase('identity_pages');
    redis = await createTestRedis('identity_pages');
    identity = await startIdentityForTests({
      databaseUrl: db.url,
      redisUrl: redis.url,
      redisPrefix: redis.keyPrefix,
      env: {
        SIGN_IN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: String(LIMITS.perAccountAddress),
        SIGN_IN_MAX_FAILURES_PER_ADDRESS: String(LIMITS.perAddress),
      },
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

  interface Page {
    browser: TestBrowser;
    url: URL;
    status: number;
    headers: Headers;
    html: string;
  }

  /** Opens the app's authorization request in a fresh browser: the page it lands on. */
  async function open(prompt?: 'create', headers: Record<string, string> = {}): Promise<Page> {
    const browser = new TestBrowser();
    const { url } = identity.authorizationUrl(prompt ? { prompt } : {});
    const landing = await browser.follow(url, { headers });
    const response = landing.response!;
    return {
      browser,
      url: landing.url,
      status: response.status,
      headers: response.headers,
      html: await response.text(),
    };
  }

  /** Submits the page's form; the answer is a page, or a redirect onwards. */
  async function submit(page: Page, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const form = parseForms(page.html)[0]!;
    const response = await page.browser.request(new URL(form.action, page.url), { form: fields, headers });
    const next: Page = {
      ...page,
      status: response.status,
      headers: response.headers,
      html: await response.text(),
    };
    return { ...next, location: response.headers.get('location') };
  }

  async function signUp(fields: Record<string, string>) {
    return submit(await open('create'), fields, { 'x-forwarded-for': nextIp() });
  }

  describe('pages', () => {
    it('shows the sign-in page in Untangle’s look, with labelled fields, the product’s text and a link to sign up', async () => {
      const page = await open();
      expect(page.status).toBe(200);
      expect(page.url.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
      expect(page.html).toContain('<title>Sign in – Untangle</title>');
      expect(page.html).toContain('<label for="email">Email</label>');
      expect(page.html).toContain('<label for="password">Password</label>');
      expect(page.html).toMatch(
        /<input id="email" name="email" type="email" autocomplete="username"[^>]* autofocus>/,
      );
      expect(page.html).toMatch(
        /<input id="password" name="password" type="password" autocomplete="current-password"/,
      );
      expect(page.html).toContain(UI_MESSAGES.auth.freeToUse);
      expect(page.html).toMatch(/<a href="\/oidc\/interaction\/[\w-]+\/sign-up">Create a free account<\/a>/);
      expect(parseForms(page.html)[0]).toMatchObject({
        method: 'post',
        action: `${page.url.pathname}/sign-in`,
      });
    });

    it('shows the sign-up page for prompt=create, with the product’s texts and a way back to sign in', async () => {
      const page = await open('create');
      expect(page.status).toBe(200);
      expect(page.html).toContain(UI_MESSAGES.auth.guestPrompt);
      expect(page.html).toContain(UI_MESSAGES.auth.freeToUse);
      expect(page.html).toContain('<label for="firstName">First name</label>');
      expect(page.html).toMatch(
        /<input id="firstName" name="firstName" type="text" autocomplete="given-name"/,
      );
      expect(page.html).toMatch(/<input id="email"[^>]* autocomplete="email"/);
      expect(page.html).toMatch(
        /<input id="password"[^>]* autocomplete="new-password"[^>]* aria-describedby="password-hint"/,
      );
      const signIn = /<a href="([^"]+\/sign-in)">Sign in<\/a>/.exec(page.html)![1]!;
      const back = await page.browser.request(new URL(signIn, page.url));
      expect(await back.text()).toContain('Sign in to Untangle');
    });

    it('sends the pages with a strict Content-Security-Policy and no caching or framing', async () => {
      const page = await open();
      const csp = page.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'none'");
      expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).toContain("script-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self' http://localhost:8080 http://localhost:5173");
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('referrer-policy')).toBe('same-origin');
      expect(page.html).not.toContain('<script');
    });

    it('answers an unknown or expired interaction with a page that leads back to the app', async () => {
      const page = await open();
      const response = await page.browser.request(new URL('/oidc/interaction/unknown-uid', page.url));
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(ACCOUNT_MESSAGES.expired);
      expect(html).toContain('href="http://localhost:8080/"');
      const stranger = await new TestBrowser().request(page.url);
      expect(stranger.status).toBe(400);
    });
  });

  describe('sign-up', () => {
    it('creates the account, signs the member in and returns them to the app', async () => {
      const before = await accountCount();
      const result = await signUp({
        firstName: ' Ada ',
        email: ' Ada.Lovelace@Example.TEST ',
        password: 'analytical engine',
      });
      expect(result.status).toBe(303);
      const finalUrl = await result.browser.follow(new URL(result.location!, result.url), {}, (next) =>
        next.href.startsWith(identity.redirectUri),
      );
      expect(finalUrl.url.searchParams.get('code')).toBeTruthy();
      expect(await accountCount()).toBe(before + 1);
      const stored = await sql.query('SELECT email, first_name FROM identity.accounts WHERE email = $1', [
        'ada.lovelace@example.test',
      ]);
      expect(stored.rows).toEqual([{ email: 'ada.lovelace@example.test', first_name: 'Ada' }]);
    });

    it('refuses an e-mail address already registered, whatever its case, and changes nothing', async () => {
      await identity.signUp({ email: 'taken@example.test' });
      const before = await accountCount();
      const result = await signUp({
        firstName: 'Copy',
        email: 'TAKEN@example.test',
        password: 'long enough',
      });
      expect(result.status).toBe(409);
      expect(result.html).toContain(ACCOUNT_MESSAGES.emailTaken);
      expect(result.html).toMatch(
        /<input id="email"[^>]* value="TAKEN@example.test"[^>]* aria-invalid="true"[^>]* autofocus>/,
      );
      expect(await accountCount()).toBe(before);
    });

    it('refuses a password under 8 characters and changes nothing', async () => {
      const before = await accountCount();
      const result = await signUp({ firstName: 'Shorty', email: 'shorty@example.test', password: '1234567' });
      expect(result.status).toBe(400);
      expect(result.html).toContain(ACCOUNT_MESSAGES.passwordTooShort);
      expect(result.html).toContain('role="alert"');
      expect(result.html).toMatch(
        /<input id="password"[^>]* aria-invalid="true" aria-describedby="password-hint password-error" autofocus>/,
      );
      expect(result.html).not.toContain('1234567');
      expect(await accountCount()).toBe(before);
    });

    it('refuses a missing first name, focusing that field and keeping what was typed', async () => {
      const before = await accountCount();
      const result = await signUp({
        firstName: '  ',
        email: 'nameless@example.test',
        password: 'long enough',
      });
      expect(result.status).toBe(400);
      expect(result.html).toContain(ACCOUNT_MESSAGES.firstNameMissing);
      expect(result.html).toMatch(/<input id="firstName"[^>]* aria-invalid="true"[^>]* autofocus>/);
      expect(result.html).toContain('value="nameless@example.test"');
      expect(await accountCount()).toBe(before);
    });

    it('escapes what it shows back', async () => {
      const result = await signUp({
        firstName: '"><script>alert(1)</script>',
        email: 'not an address',
        password: 'long enough',
      });
      expect(result.status).toBe(400);
      expect(result.html).not.toContain('<script>alert(1)</script>');
      expect(result.html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    });

    it('accepts a form posted from its own origin, as browsers send it', async () => {
      const page = await open('create');
      const result = await submit(
        page,
        { firstName: 'Origin', email: 'same-origin@example.test', password: 'long enough' },
        { origin: new URL(identity.issuer).origin, 'x-forwarded-for': nextIp() },
      );
      expect(result.status).toBe(303);
    });

    it('refuses a form posted from another site, and changes nothing', async () => {
      const before = await accountCount();
      const page = await open('create');
      const result = await submit(
        page,
        { firstName: 'Mallory', email: 'mallory@example.test', password: 'long enough' },
        { origin: 'https://evil.example' },
      );
      expect(result.status).toBe(403);
      expect(result.html).toContain(ACCOUNT_MESSAGES.forbidden);
      expect(await accountCount()).toBe(before);
    });
  });

  describe('sign-in', () => {
    const password = 'the right password';
    let email: string;

    beforeAll(async () => {
      ({ email } = await identity.signUp({ password }));
    });

    async function signIn(fields: Record<string, string>, ip: string) {
      return submit(await open(undefined, { 'x-forwarded-for': ip }), fields, { 'x-forwarded-for': ip });
    }

    it('signs a member in with the e-mail in any case and returns them to the app', async () => {
      const result = await signIn({ email: email.toUpperCase(), password }, nextIp());
      expect(result.status).toBe(303);
      expect(result.location).toMatch(/\/oidc\/auth\/[\w-]+$/);
    });

    it('answers a wrong password and an unknown e-mail alike, without saying which part was wrong', async () => {
      const ip = nextIp();
      const wrongPassword = await signIn({ email, password: 'not the password' }, ip);
      const unknownEmail = await signIn({ email: 'nobody@example.test', password }, ip);
      for (const result of [wrongPassword, unknownEmail]) {
        expect(result.status).toBe(401);
        expect(result.html).toContain(ACCOUNT_MESSAGES.wrongCredentials);
        expect(result.html).not.toContain('aria-invalid="true"');
        expect(result.html).toMatch(/<input id="password"[^>]* autofocus>/);
      }
      expect(wrongPassword.html.replace(/interaction\/[\w-]+/g, '')).toBe(
        unknownEmail.html.replace(/interaction\/[\w-]+/g, '').replace('nobody@example.test', email),
      );
    });

    it('asks for both fields', async () => {
      const result = await signIn({ email: '', password: '' }, nextIp());
      expect(result.status).toBe(400);
      expect(result.html).toContain(ACCOUNT_MESSAGES.emailMissing);
      expect(result.html).toContain(ACCOUNT_MESSAGES.passwordMissing);
    });

    it('stops guessing on an account from one address, refusing even the right password from there', async () => {
      const { email: target } = await identity.signUp({ password });
      const guesser = nextIp();
      for (let attempt = 0; attempt < LIMITS.perAccountAddress; attempt += 1) {
        expect((await signIn({ email: target, password: 'guess' }, guesser)).status).toBe(401);
      }
      const limited = await signIn({ email: target, password }, guesser);
      expect(limited.status).toBe(429);
      expect(limited.html).toContain(ACCOUNT_MESSAGES.tooManyAttempts);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another account, from the same address, is not affected.
      expect((await signIn({ email, password }, guesser)).status).toBe(303);
    });

    it('never locks the owner out: failures from other addresses leave the owner’s sign-in working', async () => {
      const { email: target } = await identity.signUp({ password });
      for (let stranger = 0; stranger < 3; stranger += 1) {
        const ip = nextIp();
        for (let attempt = 0; attempt < LIMITS.perAccountAddress; attempt += 1) {
          expect((await signIn({ email: target, password: 'guess' }, ip)).status).toBe(401);
        }
        expect((await signIn({ email: target, password: 'guess' }, ip)).status).toBe(429);
      }
      expect((await signIn({ email: target, password }, nextIp())).status).toBe(303);
    });

    it('forgives an address’s failures on an account once the member signs in from there', async () => {
      const { email: forgetful } = await identity.signUp({ password });
      const ip = nextIp();
      for (let round = 0; round < 2; round += 1) {
        for (let attempt = 0; attempt < LIMITS.perAccountAddress - 1; attempt += 1) {
          expect((await signIn({ email: forgetful, password: 'guess' }, ip)).status).toBe(401);
        }
        expect((await signIn({ email: forgetful, password }, ip)).status).toBe(303);
      }
    });

    it('limits failed attempts per address across accounts', async () => {
      const ip = nextIp();
      for (let attempt = 0; attempt < LIMITS.perAddress; attempt += 1) {
        expect((await signIn({ email: `guess-${attempt}@example.test`, password: 'guess' }, ip)).status).toBe(
          401,
        );
      }
      const limited = await signIn({ email, password }, ip);
      expect(limited.status).toBe(429);
      expect(limited.html).toContain(ACCOUNT_MESSAGES.tooManyAttempts);
      // The member can still sign in from elsewhere.
      expect((await signIn({ email, password }, nextIp())).status).toBe(303);
    });
  });
});
