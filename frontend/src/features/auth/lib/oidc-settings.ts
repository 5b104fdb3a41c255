import { AUTH_DEFAULTS } from '@untangle/contracts';

/** The OpenID Connect client settings (any standard OpenID provider; the embedded one by default): code flow with PKCE, refresh-token renewal. */
export function oidcSettings(origin: string) {
  const resource = import.meta.env.VITE_OIDC_RESOURCE;
  return {
    authority: import.meta.env.VITE_OIDC_ISSUER || `${origin}${AUTH_DEFAULTS.issuerPath}`,
    client_id: import.meta.env.VITE_OIDC_CLIENT_ID || AUTH_DEFAULTS.clientId,
    redirect_uri: `${origin}${AUTH_DEFAULTS.callbackPath}`,
    post_logout_redirect_uri: `${origin}/`,
    scope: AUTH_DEFAULTS.scope,
    response_type: 'code',
    automaticSilentRenew: true,
    // Only when a provider needs the API named explicitly (resource indicators, RFC 8707).
    ...(resource ? { resource } : {}),
  };
}
