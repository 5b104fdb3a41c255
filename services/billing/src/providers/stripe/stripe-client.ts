import Stripe from 'stripe';
import type { BillingConfig } from '../../config.js';

/** The official SDK, pointed at STRIPE_API_HOST/PORT/PROTOCOL when set (tests use a local server). */
export function createStripeClient(config: BillingConfig): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: config.STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'untangle-billing' },
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
}

/** The Stripe webhook helper only (signature checks need no API key). */
export const stripeWebhooks = (): Stripe['webhooks'] => Stripe.webhooks;
