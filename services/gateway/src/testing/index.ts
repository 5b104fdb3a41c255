import { AUTH_DEFAULTS } from '@untangle/contracts';
import { loadConfig, type StartedService } from '@untangle/nest-kit';
import { GatewayConfig } from '../config.js';
import { RestructureReceipts } from '../receipts/restructure-receipts.js';
import { startGateway } from '../start.js';
import { cleanText } from '@untangle/text-validation';

export { startTransportSpy, type TransportSpy } from './transport-spy.js';

export interface StartGatewayForTestsOptions {
  /** The OpenID issuer whose tokens the gateway accepts (e.g. startIdentityForTests().issuer). */
  issuer: string;
  /** Skip discovery and fetch keys here (e.g. startIdentityForTests().jwksUri). */
  jwksUri?: string;
  redisUrl: string;
  redisPrefix: string;
  /** More gateway variables (OIDC_AUDIENCE, OIDC_JWKS_CACHE_MAX_AGE_MS, LOG_LEVEL, …); they win. */
  env?: Record<string, string>;
}

export interface StartedGatewayForTests {
  /** `http://127.0.0.1:<port>`; the API is under `${url}/api`. */
  url: string;
  config: GatewayConfig;
  service: StartedService;
  /**
   * Records that `userId` restructured `inputText`, as a successful `POST /api/process-text` does,
   * for suites about saving sessions that run no text-processing.
   */
  grantRestructureReceipt(userId: string, inputText: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real gateway (every route module, the global auth guard, the transport clients) on a free
 * port of 127.0.0.1, accepting tokens of `issuer` for the default audience `urn:untangle:api`.
 * Started by `startGateway`, as main.ts starts it; the downstream services are whatever listens
 * on `redisPrefix`.
 */
export async function startGatewayForTests(
  options: StartGatewayForTestsOptions,
): Promise<StartedGatewayForTests> {
  const config = loadConfig(GatewayConfig, 'gateway', {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    OIDC_ISSUER: options.issuer,
    OIDC_AUDIENCE: AUTH_DEFAULTS.audience,
    ...(options.jwksUri ? { OIDC_JWKS_URI: options.jwksUri } : {}),
    ...options.env,
  });
  const service = await startGateway(config, { port: 0 });
  return {
    url: service.url,
    config,
    service,
    grantRestructureReceipt: (userId, inputText) =>
      service.app.get(RestructureReceipts).record(userId, cleanText(inputText)),
    stop: () => service.close(),
  };
}
