// The local stack: the same processes as docker-compose.yml, on loopback ports.
export const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');
// A test stack runs beside a developer's: it points UNTANGLE_RUN_DIR elsewhere.
export const RUN_DIR = process.env.UNTANGLE_RUN_DIR ?? `${ROOT}/.run`;
export const LOG_DIR = `${RUN_DIR}/logs`;
export const STATE_FILE = `${RUN_DIR}/stack.json`;

/**
 * Every Node process of the stack: name, workspace, default port, whether it owns a schema (and so
 * has migrations), extra environment. text-processing runs as an API process and a worker process,
 * as in docker-compose, so workers scale on their own.
 */
export const SERVICES = [
  { name: 'identity', dir: 'services/identity', port: 3001, database: true },
  { name: 'billing', dir: 'services/billing', port: 3004, database: true },
  { name: 'sessions', dir: 'services/sessions', port: 3003, database: true },
  {
    name: 'text-processing',
    dir: 'services/text-processing',
    port: 3002,
    database: false,
    env: { TEXT_PROCESSING_ROLE: 'api' },
  },
  {
    name: 'text-processing-worker',
    dir: 'services/text-processing',
    port: 3005,
    database: false,
    env: { TEXT_PROCESSING_ROLE: 'worker' },
  },
  { name: 'gateway', dir: 'services/gateway', port: 3000, database: false },
];

export function portOf(service, env = process.env) {
  const key = `${service.name.toUpperCase().replace(/-/g, '_')}_PORT`;
  return Number(env[key] ?? service.port);
}

/**
 * V8 sizes a process's young generation from the machine's memory (tens of MB per service on a large
 * host). A smaller one keeps each service's resident size down for a few percent more GC time
 * (bench/README.md has the figures). The Docker image sets the same.
 */
export const SERVICE_NODE_OPTIONS = '--max-semi-space-size=8';

/**
 * Everything public follows from one address (the nginx port unless PUBLIC_URL says otherwise):
 * the OIDC issuer and redirect URIs, and payment return links. The gateway fetches signing keys
 * from the identity service directly, so it does not depend on nginx.
 */
export function publicEnv(env) {
  const nginxPort = Number(env.NGINX_PORT ?? 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${nginxPort}`).replace(/\/$/, '');
  const identityPort = portOf(
    SERVICES.find((s) => s.name === 'identity'),
    env,
  );
  return {
    NODE_OPTIONS: env.NODE_OPTIONS ?? SERVICE_NODE_OPTIONS,
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: env.OIDC_ISSUER ?? `${publicUrl}/oidc`,
    OIDC_REDIRECT_URIS:
      env.OIDC_REDIRECT_URIS ?? `${publicUrl}/auth/callback,http://localhost:5173/auth/callback`,
    OIDC_POST_LOGOUT_REDIRECT_URIS:
      env.OIDC_POST_LOGOUT_REDIRECT_URIS ?? `${publicUrl}/,http://localhost:5173/`,
    OIDC_JWKS_URI: env.OIDC_JWKS_URI ?? `http://127.0.0.1:${identityPort}/oidc/jwks`,
  };
}
