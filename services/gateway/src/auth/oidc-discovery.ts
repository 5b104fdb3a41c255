import type { GatewayConfig } from '../config.js';

export interface DiscoveryDocument {
  issuer: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

/** Fetches the issuer's OpenID configuration once and remembers it (retrying after a failure). */
export class OidcDiscovery {
  private document?: Promise<DiscoveryDocument>;

  constructor(private readonly config: Pick<GatewayConfig, 'OIDC_ISSUER'>) {}

  get(): Promise<DiscoveryDocument> {
    this.document ??= this.fetchDocument().catch((error: unknown) => {
      this.document = undefined;
      throw error;
    });
    return this.document;
  }

  private async fetchDocument(): Promise<DiscoveryDocument> {
    const url = `${this.config.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`OIDC discovery at ${url} answered ${response.status}`);
    const document = (await response.json()) as DiscoveryDocument;
    if (document.issuer !== this.config.OIDC_ISSUER) {
      throw new Error(
        `OIDC discovery issuer "${document.issuer}" does not match OIDC_ISSUER "${this.config.OIDC_ISSUER}"`,
      );
    }
    return document;
  }
}
