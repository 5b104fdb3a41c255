import { AUTH_DEFAULTS } from '@untangle/contracts';

/** Where a page at `current` should go so that signing in works there. */
export type OriginCheck =
  | { kind: 'ok' }
  /** Another name for the same machine (127.0.0.1 for localhost): the same page at the configured origin. */
  | { kind: 'redirect'; to: string }
  /** A host the identity provider was not set up for: sign-in cannot work here. */
  | { kind: 'wrong-address'; configured: string; current: string };

const LOOPBACK = /^(?:localhost|[\w-]+\.localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname);
}

/**
 * Compares the address the page was opened at with the configured one (PUBLIC_URL, which the
 * embedded provider's issuer follows). Sign-in redirects are registered for the configured origin
 * only, so a loopback alias is sent there and any other host is told where to go.
 */
export function checkOrigin(current: URL, configuredOrigin: string): OriginCheck {
  const configured = new URL(configuredOrigin);
  if (current.origin === configured.origin) return { kind: 'ok' };
  if (
    isLoopbackHost(current.hostname) &&
    isLoopbackHost(configured.hostname) &&
    current.port === configured.port
  ) {
    return {
      kind: 'redirect',
      to: `${configured.origin}${current.pathname}${current.search}${current.hash}`,
    };
  }
  return { kind: 'wrong-address', configured: configured.origin, current: current.origin };
}

let configured: Promise<string | undefined> | undefined;

/**
 * The origin the embedded provider was set up for (its issuer's origin), read once from its
 * discovery document at this site's `/oidc`. Undefined with another OpenID provider
 * (VITE_OIDC_ISSUER), whose registration is the operator's business, or when it cannot be read.
 */
export function configuredOrigin(current: URL): Promise<string | undefined> {
  if (import.meta.env.VITE_OIDC_ISSUER) return Promise.resolve(undefined);
  configured ??= fetch(`${current.origin}${AUTH_DEFAULTS.issuerPath}/.well-known/openid-configuration`)
    .then(async (response) =>
      response.ok ? new URL(((await response.json()) as { issuer: string }).issuer).origin : undefined,
    )
    .catch(() => undefined);
  return configured;
}

/** Where a sign-in started at `current` must go instead, if anywhere. */
export async function originCheckFor(current: URL): Promise<OriginCheck> {
  const origin = await configuredOrigin(current);
  return origin ? checkOrigin(current, origin) : { kind: 'ok' };
}
