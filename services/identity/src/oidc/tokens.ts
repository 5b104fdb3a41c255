/** Injection tokens of the identity service. */
export const OIDC_PROVIDER = Symbol('OIDC_PROVIDER');
export const PROVIDER_SECRETS = Symbol('PROVIDER_SECRETS');
export const IDENTITY_REDIS = Symbol('IDENTITY_REDIS');
