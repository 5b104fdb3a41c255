/**
 * Which requests the rate limits count: everything under /api, matched or not (so a flood of
 * unknown paths counts too), except what callers other than our members' browsers must always
 * reach. Exemptions name route patterns (which the client cannot shape), never raw URLs.
 */
const EXEMPT_ROUTES: ReadonlyArray<{ methods: readonly string[]; route: string }> = [
  // Stripe calls it from its own addresses, and retries what we refuse.
  { methods: ['POST'], route: '/api/billing/webhook' },
  // Uptime checks and operators probe the public path.
  { methods: ['GET', 'HEAD'], route: '/api/health' },
  // The local test-mode checkout: the stand-in for a hosted checkout page (LocalCheckoutRoutesController).
  { methods: ['GET', 'HEAD'], route: '/api/billing/checkout/:id' },
  { methods: ['POST'], route: '/api/billing/checkout/:id/pay' },
  { methods: ['POST'], route: '/api/billing/checkout/:id/cancel' },
];

/**
 * @param route the matched route pattern (Fastify's `routeOptions.url`), undefined when no route matched
 * @param url the request's URL as received (path and query)
 */
export function isRateLimited(method: string, route: string | undefined, url: string): boolean {
  const path = route ?? url.split('?', 1)[0]!;
  if (path !== '/api' && !path.startsWith('/api/')) return false;
  if (route === undefined) return true;
  const upper = method.toUpperCase();
  return !EXEMPT_ROUTES.some((exempt) => exempt.route === route && exempt.methods.includes(upper));
}
