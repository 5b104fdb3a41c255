import Provider, {
  errors,
  interactionPolicy,
  type Client,
  type Configuration,
  type JWK,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Logger } from 'pino';
import { withoutTrailingSlashes } from '@untangle/nest-kit';
import type { DataSource } from 'typeorm';
import type { Account } from '../accounts/accounts.service.js';
import type { IdentityConfig } from '../config.js';
import { cspHash, pageHeaders } from '../pages/html.js';
import { AUTO_SUBMIT_LOGOUT, messagePage, signedOutPage, signOutPage } from '../pages/pages.js';
import { OidcPayloadRepository } from './oidc-payload.repository.js';
import type { ProviderSecrets } from './provider-secrets.js';

/** Everything a member of the first-party app is granted without a consent screen. */
const FIRST_PARTY_SCOPE = 'openid profile email offline_access';
/** The scope our API's resource server defines (access tokens carry no other). */
export const API_SCOPE = 'api';

export interface IdentityProviderOptions {
  config: IdentityConfig;
  secrets: ProviderSecrets;
  findAccount(id: string): Promise<Account | undefined>;
  dataSource: DataSource;
  logger: Logger;
}

/** Where the app lives: the first post-logout address, the pages' "Back to Untangle" link. */
export function appHomeOf(config: Pick<IdentityConfig, 'OIDC_POST_LOGOUT_REDIRECT_URIS'>): string {
  return config.OIDC_POST_LOGOUT_REDIRECT_URIS[0]!;
}

/** The issuer's path (`/oidc`): the provider is mounted there. */
export function mountPathOf(config: Pick<IdentityConfig, 'OIDC_ISSUER'>): string {
  return withoutTrailingSlashes(new URL(config.OIDC_ISSUER).pathname);
}

/** Addresses our pages' forms may end up at (the CSP form-action): the app's callback and post-logout pages. */
export function formTargetsOf(config: IdentityConfig): string[] {
  return [...config.OIDC_REDIRECT_URIS, ...config.OIDC_POST_LOGOUT_REDIRECT_URIS];
}

/**
 * The embedded OpenID provider (oidc-provider): authorization code + PKCE for the web app as a
 * public client, refresh tokens, RP-initiated logout, JWT access tokens for the API's audience
 * carrying `email` and `given_name`, ID tokens with `given_name` and `email`, keys published as JWKS
 * (the first configured key signs), and all state in Postgres.
 */
export function createIdentityProvider(options: IdentityProviderOptions): Provider {
  const { config, secrets, logger } = options;
  const signingKey = secrets.jwks.keys[0]!;
  const appHome = appHomeOf(config);
  const formTargets = formTargetsOf(config);
  const mountPath = mountPathOf(config);
  const audience = config.OIDC_AUDIENCE;
  const secure = new URL(config.OIDC_ISSUER).protocol === 'https:';
  const isFirstParty = (client: Client | undefined) => client?.clientId === config.OIDC_CLIENT_ID;

  // `prompt=create` (OpenID Connect "Initiating User Registration") shows the sign-up form.
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);

  const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, secure };

  const configuration: Configuration = {
    adapter: OidcPayloadRepository.factory(options.dataSource),
    jwks: { keys: secrets.jwks.keys as unknown as JWK[] },
    cookies: {
      keys: secrets.cookieKeys,
      names: { session: 'untangle_session', interaction: 'untangle_interaction', resume: 'untangle_resume' },
      long: cookieOptions,
      short: cookieOptions,
    },
    clients: [
      {
        client_id: config.OIDC_CLIENT_ID,
        client_name: 'Untangle',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: config.OIDC_REDIRECT_URIS,
        post_logout_redirect_uris: config.OIDC_POST_LOGOUT_REDIRECT_URIS,
        id_token_signed_response_alg: signingKey.alg,
        scope: FIRST_PARTY_SCOPE,
      },
    ],
    clientDefaults: {
      grant_types: ['authorization_code'],
      response_types: ['code'],
      id_token_signed_response_alg: signingKey.alg,
      token_endpoint_auth_method: 'none',
    },
    // Code flow only (no implicit), for public clients only (no client secrets to manage).
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name'],
    },
    // Put the granted scopes' claims (given_name, email) in the ID token of the code flow too.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const account = await options.findAccount(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          // Addresses are not verified by mail (nothing is sent): say so.
          email_verified: false,
          given_name: account.firstName,
        }),
      };
    },
    // The API's /api/me answers from the access token alone: no round trip to us.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await options.findAccount(token.accountId);
      return account ? { email: account.email, given_name: account.firstName } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // A JWT for the API even when the app sends no `resource`.
        defaultResource: (_ctx, _client, oneOf) => {
          if (!oneOf) return audience;
          return oneOf.includes(audience) ? audience : oneOf[0]!;
        },
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: config.OIDC_ACCESS_TOKEN_TTL_S,
            jwt: { sign: { alg: signingKey.alg, kid: signingKey.kid } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          // The app asked with the member's own ID token: no need to ask "are you sure?".
          const autoSubmit =
            ctx.oidc.entities.IdTokenHint?.payload.sub !== undefined &&
            ctx.oidc.entities.IdTokenHint.payload.sub === ctx.oidc.session?.accountId;
          ctx.set(pageHeaders(formTargets, autoSubmit ? [cspHash(AUTO_SUBMIT_LOGOUT)] : []));
          ctx.body = signOutPage({ form, appHome, autoSubmit });
        },
        postLogoutSuccessSource(ctx) {
          ctx.set(pageHeaders(formTargets));
          ctx.body = signedOutPage({ appHome });
        },
      },
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}`,
    },
    // The first-party app never sees a consent screen: its grant holds everything it may ask for.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const client = oidc.client!;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (!isFirstParty(client) || !oidc.account) return existing;
      if (existing && existing.accountId !== oidc.account.accountId) return existing;
      const grant =
        existing ?? new oidc.provider.Grant({ clientId: client.clientId, accountId: oidc.account.accountId });
      grant.addOIDCScope(FIRST_PARTY_SCOPE);
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    // Everything the app holds ends with the member's session: signing out (or deleting the
    // account) revokes codes and refresh tokens, even those asked for with offline_access.
    expiresWithSession: () => true,
    // Refresh tokens for the app whether or not offline_access survived (prompt=create drops it).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.set(pageHeaders(formTargets));
      ctx.body = messagePage({
        title: 'Something went wrong',
        message: 'We could not complete this request. Go back to Untangle and try again.',
        appHome,
        detail: out.error_description ? `${out.error}: ${out.error_description}` : out.error,
        alert: true,
      });
    },
    ttl: {
      AccessToken: config.OIDC_ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: config.OIDC_ID_TOKEN_TTL_S,
      Interaction: config.OIDC_INTERACTION_TTL_S,
      Session: config.OIDC_SESSION_TTL_S,
      Grant: config.OIDC_SESSION_TTL_S,
      RefreshToken(ctx, token, client) {
        // A rotated refresh token of a public client keeps the lifetime left of the one it replaces.
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none' && !token.isSenderConstrained()) {
          return rotated.remainingTTL;
        }
        return config.OIDC_REFRESH_TOKEN_TTL_S;
      },
    },
  };

  const provider = new Provider(config.OIDC_ISSUER, configuration);
  // The issuer's origin is imposed on every request by the mount (see oidc-mount.ts), never taken
  // from what a client sent.
  provider.proxy = true;
  provider.on('server_error', (_ctx: KoaContextWithOIDC, error: Error) => {
    logger.error({ err: error }, 'oidc-provider server error');
  });
  return provider;
}
