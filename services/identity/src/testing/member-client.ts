import { randomBytes } from 'node:crypto';
import { AUTH_DEFAULTS } from '@untangle/contracts';
import { createPkce, decodeJwtPayload, parseForms, TestBrowser, type Pkce } from './browser.js';

export interface TestMember {
  email?: string;
  password?: string;
  firstName?: string;
}

export interface TestTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  userId: string;
  email: string;
}

/** The password signUp() gives a member unless told otherwise. */
export const TEST_MEMBER_PASSWORD = 'correct horse battery staple';

export interface MemberClient {
  /** An authorization request of the first-party app (PKCE S256), for tests that drive the pages themselves. */
  authorizationUrl(options?: { prompt?: string; loginHint?: string }): {
    url: URL;
    pkce: Pkce;
    state: string;
  };
  /** Signs a new member up through the real pages (authorize with PKCE, prompt=create, form post, code exchange). */
  signUp(member?: TestMember): Promise<TestTokens>;
  /** Signs an existing member in the same way, through the sign-in form. */
  signIn(member: { email: string; password: string }): Promise<TestTokens>;
}

/**
 * Drives the provider's real pages over HTTP as the first-party app does, against any issuer: the
 * identity service directly, or the whole stack behind nginx.
 */
export function createMemberClient(options: {
  issuer: string;
  clientId?: string;
  redirectUri: string;
}): MemberClient {
  const { issuer, redirectUri } = options;
  const clientId = options.clientId ?? AUTH_DEFAULTS.clientId;

  const authorizationUrl = (request: { prompt?: string; loginHint?: string } = {}) => {
    const pkce = createPkce();
    const state = randomBytes(8).toString('hex');
    const url = new URL(`${issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: AUTH_DEFAULTS.scope,
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      state,
      ...(request.prompt ? { prompt: request.prompt } : {}),
      ...(request.loginHint ? { login_hint: request.loginHint } : {}),
    }).toString();
    return { url, pkce, state };
  };

  const authorize = async (
    prompt: 'create' | 'login',
    form: Record<string, string>,
    email: string,
  ): Promise<TestTokens> => {
    const browser = new TestBrowser();
    const { url: authorization, pkce, state } = authorizationUrl({ prompt });
    const page = await browser.follow(authorization);
    const html = (await page.response?.text()) ?? '';
    const action = parseForms(html)[0]?.action;
    if (!action) throw new Error(`No ${prompt} form at ${page.url.href} (status ${page.response?.status})`);
    const callback = await browser.follow(new URL(action, page.url), { form }, (next) =>
      next.href.startsWith(redirectUri),
    );
    const code = callback.url.searchParams.get('code');
    if (!code || callback.url.searchParams.get('state') !== state) {
      const detail = callback.response ? await callback.response.text() : callback.url.href;
      throw new Error(`The ${prompt} form did not lead back to the app with a code: ${detail.slice(0, 500)}`);
    }
    const response = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: clientId,
        code_verifier: pkce.verifier,
      }),
    });
    const tokens = (await response.json()) as Record<string, string>;
    if (!response.ok) throw new Error(`Token request failed: ${JSON.stringify(tokens)}`);
    return {
      accessToken: tokens.access_token!,
      idToken: tokens.id_token!,
      refreshToken: tokens.refresh_token!,
      userId: String(decodeJwtPayload(tokens.id_token!).sub),
      email,
    };
  };

  return {
    authorizationUrl,
    signUp: (member = {}) => {
      const email = (member.email ?? `member-${randomBytes(6).toString('hex')}@example.test`)
        .trim()
        .toLowerCase();
      return authorize(
        'create',
        { firstName: member.firstName ?? 'Ada', email, password: member.password ?? TEST_MEMBER_PASSWORD },
        email,
      );
    },
    signIn: (member) =>
      authorize(
        'login',
        { email: member.email, password: member.password },
        member.email.trim().toLowerCase(),
      ),
  };
}
