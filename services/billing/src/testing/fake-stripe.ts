import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PLANS } from '@untangle/contracts';
import Stripe from 'stripe';

/** One request the Stripe SDK sent to the fake API. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body as flat keys, as Stripe encodes it: `line_items[0][price]`, `metadata[userId]`. */
  form: Record<string, string>;
}

export type FakeStripeHandler = (request: FakeStripeRequest) => { status?: number; body: unknown };

export interface FakeStripe {
  /** STRIPE_API_HOST/PORT/PROTOCOL (and a test key) pointing the official SDK at this server. */
  env: Record<string, string>;
  requests: FakeStripeRequest[];
  /** Answers `METHOD /path` (a path may end in `*`); unanswered requests get Stripe's 404 shape. */
  on(route: string, handler: FakeStripeHandler): void;
  stop(): Promise<void>;
}

export const FAKE_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_untangle',
  STRIPE_WEBHOOK_SECRET: 'whsec_untangle_test_secret',
  STRIPE_PRICE_ID: 'price_untangle_pro',
} as const;

/**
 * A local HTTP server that speaks the part of Stripe's documented wire format billing uses
 * (form-encoded requests, JSON objects and errors back), for driving the official SDK in tests.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const routes = new Map<string, FakeStripeHandler>();
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stripe.local');
      const body = Buffer.concat(chunks).toString('utf8');
      const request: FakeStripeRequest = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        headers: incoming.headers,
        form: Object.fromEntries(new URLSearchParams(body)),
      };
      requests.push(request);
      const handler = findRoute(routes, `${request.method} ${request.path}`);
      const answer = handler
        ? handler(request)
        : {
            status: 404,
            body: {
              error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such route' },
            },
          };
      response.writeHead(answer.status ?? 200, {
        'content-type': 'application/json',
        'request-id': 'req_fake',
      });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      ...FAKE_STRIPE_KEYS,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    requests,
    on: (route, handler) => void routes.set(route, handler),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function findRoute(routes: Map<string, FakeStripeHandler>, key: string): FakeStripeHandler | undefined {
  const exact = routes.get(key);
  if (exact) return exact;
  for (const [route, handler] of routes) {
    if (route.endsWith('*') && key.startsWith(route.slice(0, -1))) return handler;
  }
  return undefined;
}

/** A Stripe event as its webhook delivers it (the JSON text is what gets signed). */
export function stripeEventPayload(
  id: string,
  type: string,
  object: Record<string, unknown>,
  created: Date,
): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(created.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

/** The `stripe-signature` header Stripe would send, computed by the official SDK. */
export function signStripePayload(
  payload: string,
  options: { secret?: string; timestamp?: Date } = {},
): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: Math.floor(options.timestamp.getTime() / 1000) } : {}),
  });
}

/** A subscription object in the current API shape (period on the item). */
export function stripeSubscription(fields: {
  id: string;
  userId: string;
  customer?: string;
  status?: string;
  cancelAtPeriodEnd?: boolean;
  canceledAt?: Date | null;
  periodStart: Date;
  periodEnd: Date;
  endedAt?: Date | null;
}): Record<string, unknown> {
  const seconds = (date: Date | null | undefined) => (date ? Math.floor(date.getTime() / 1000) : null);
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer ?? 'cus_test',
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    canceled_at: seconds(fields.canceledAt),
    ended_at: seconds(fields.endedAt),
    metadata: { userId: fields.userId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${fields.id}`,
          object: 'subscription_item',
          current_period_start: seconds(fields.periodStart),
          current_period_end: seconds(fields.periodEnd),
        },
      ],
    },
  };
}

/** An invoice of a subscription in the current API shape. */
export function stripeInvoice(fields: {
  id: string;
  subscription: string;
  userId: string;
  customer?: string;
  periodStart: Date;
  periodEnd: Date;
  amountCents?: number;
}): Record<string, unknown> {
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const amountCents = fields.amountCents ?? PLANS.pro.priceUsdPerMonth * 100;
  return {
    id: fields.id,
    object: 'invoice',
    customer: fields.customer ?? 'cus_test',
    amount_paid: amountCents,
    amount_due: amountCents,
    currency: 'usd',
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: fields.subscription, metadata: { userId: fields.userId } },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${fields.id}`,
          period: { start: seconds(fields.periodStart), end: seconds(fields.periodEnd) },
        },
      ],
    },
  };
}
