import type {
  CheckoutCompletion,
  InvoicePayment,
  PaymentFailure,
  SubscriptionSnapshot,
} from '../../subscriptions/provider-facts.js';

/**
 * Turns a verified Stripe event into the fact it states about a subscription. Reads the payload
 * defensively and in both the current shape (period on subscription items, invoice subscription
 * under `parent.subscription_details`) and the pre-2025 one (top-level `current_period_end`,
 * `invoice.subscription`), since a webhook endpoint may be pinned to an older API version.
 */

export interface StripeEventLike {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

interface Money {
  amountCents: number | null;
  currency: string | null;
}

/** The member named on the object (set by us when creating the Checkout Session), if any. */
interface Named {
  userId: string | null;
  customerId: string | null;
}

export type StripeFact =
  | ({ kind: 'checkout'; completion: CheckoutCompletion } & Named & Money)
  | ({ kind: 'snapshot'; snapshot: SubscriptionSnapshot } & Named)
  | ({ kind: 'invoice-paid'; invoice: InvoicePayment } & Named & Money)
  | ({ kind: 'payment-failed'; failure: PaymentFailure } & Named & Money)
  | { kind: 'ignored'; reason: string };

type Json = Record<string, unknown>;

const object = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
/** An id field that may be expanded into the object it names. */
const idOf = (value: unknown): string | null => text(value) ?? text(object(value)?.id);
const time = (seconds: unknown): Date | null => {
  const value = number(seconds);
  return value === null ? null : new Date(value * 1000);
};
const list = (value: unknown): Json[] => {
  const data = object(value)?.data;
  return Array.isArray(data) ? data.map(object).filter((item): item is Json => item !== null) : [];
};
const userIdIn = (metadata: unknown): string | null => text(object(metadata)?.userId);

export function stripeFactOf(event: StripeEventLike): StripeFact {
  const data = object(event.data?.object);
  const at = time(event.created);
  if (!data || !at) return { kind: 'ignored', reason: 'malformed event' };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutFact(data, at, event.type === 'checkout.session.async_payment_succeeded');
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return snapshotFact(data, at);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceFact(data, at, event.type === 'invoice.paid');
    default:
      return { kind: 'ignored', reason: `unhandled event type ${event.type}` };
  }
}

function checkoutFact(session: Json, at: Date, asyncPaid: boolean): StripeFact {
  if (session.mode !== 'subscription') return { kind: 'ignored', reason: 'not a subscription checkout' };
  const subscriptionId = idOf(session.subscription);
  if (!subscriptionId) return { kind: 'ignored', reason: 'checkout without a subscription' };
  const paymentStatus = text(session.payment_status);
  const customerId = idOf(session.customer);
  return {
    kind: 'checkout',
    userId: text(session.client_reference_id) ?? userIdIn(session.metadata),
    customerId,
    amountCents: number(session.amount_total),
    currency: text(session.currency),
    completion: {
      subscriptionId,
      customerId,
      paid: asyncPaid || paymentStatus === 'paid' || paymentStatus === 'no_payment_required',
      at,
    },
  };
}

/** A subscription object as the fact it states (also used for API answers, with our own time). */
export function subscriptionSnapshotOf(subscription: Json, at: Date): SubscriptionSnapshot | null {
  const subscriptionId = idOf(subscription);
  const providerStatus = text(subscription.status);
  if (!subscriptionId || !providerStatus) return null;
  const items = list(subscription.items);
  const itemEnds = items
    .map((item) => number(item.current_period_end))
    .filter((v): v is number => v !== null);
  const itemStarts = items
    .map((item) => number(item.current_period_start))
    .filter((v): v is number => v !== null);
  let periodEnd =
    time(subscription.current_period_end) ?? time(itemEnds.length ? Math.min(...itemEnds) : null);
  const periodStart =
    time(subscription.current_period_start) ?? time(itemStarts.length ? Math.max(...itemStarts) : null);
  // `cancel_at` (a set end date) ends access then, like cancel-at-period-end does at the period end.
  const cancelAt = time(subscription.cancel_at);
  if (cancelAt && (!periodEnd || cancelAt < periodEnd)) periodEnd = cancelAt;
  return {
    subscriptionId,
    customerId: idOf(subscription.customer),
    providerStatus,
    cancelAtPeriodEnd: subscription.cancel_at_period_end === true || cancelAt !== null,
    canceledAt: time(subscription.canceled_at),
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    endedAt: time(subscription.ended_at),
    at,
  };
}

function snapshotFact(subscription: Json, at: Date): StripeFact {
  const snapshot = subscriptionSnapshotOf(subscription, at);
  if (!snapshot) return { kind: 'ignored', reason: 'subscription without id or status' };
  return {
    kind: 'snapshot',
    userId: userIdIn(subscription.metadata),
    customerId: snapshot.customerId,
    snapshot,
  };
}

function invoiceFact(invoice: Json, at: Date, paid: boolean): StripeFact {
  const details =
    object(object(invoice.parent)?.subscription_details) ?? object(invoice.subscription_details);
  const subscriptionId = idOf(details?.subscription) ?? idOf(invoice.subscription);
  if (!subscriptionId) return { kind: 'ignored', reason: 'invoice without a subscription' };
  const customerId = idOf(invoice.customer);
  const named = { userId: userIdIn(details?.metadata), customerId };
  if (!paid) {
    return {
      kind: 'payment-failed',
      ...named,
      amountCents: number(invoice.amount_due),
      currency: text(invoice.currency),
      failure: { subscriptionId, at },
    };
  }
  // The period a subscription invoice pays for is on its lines (the invoice's own period_end is the
  // end of the period billed in arrears, which for a renewal is the previous one).
  const periods = list(invoice.lines)
    .map((line) => object(line.period))
    .map((period) => ({ start: time(period?.start), end: time(period?.end) }))
    .filter((period): period is { start: Date | null; end: Date } => period.end !== null)
    .sort((a, b) => b.end.getTime() - a.end.getTime());
  return {
    kind: 'invoice-paid',
    ...named,
    amountCents: number(invoice.amount_paid),
    currency: text(invoice.currency),
    invoice: {
      subscriptionId,
      customerId,
      periodStart: periods[0]?.start ?? null,
      periodEnd: periods[0]?.end ?? null,
      at,
    },
  };
}
