import { describe, expect, it } from '@jest/globals';
import { stripeFactOf, type StripeEventLike } from './stripe-events.js';

const CREATED = 1_780_000_000;
const event = (type: string, object: Record<string, unknown>): StripeEventLike => ({
  id: 'evt_1',
  type,
  created: CREATED,
  data: { object },
});
const at = (seconds: number) => new Date(seconds * 1000);

describe(stripeFactOf.name, () => {
  it('reads a completed subscription checkout, naming the member from client_reference_id', () => {
    const fact = stripeFactOf(
      event('checkout.session.completed', {
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: 'user-1',
        customer: 'cus_1',
        subscription: 'sub_1',
        payment_status: 'paid',
        amount_total: 500,
        currency: 'usd',
      }),
    );
    expect(fact).toEqual({
      kind: 'checkout',
      userId: 'user-1',
      customerId: 'cus_1',
      amountCents: 500,
      currency: 'usd',
      completion: { subscriptionId: 'sub_1', customerId: 'cus_1', paid: true, at: at(CREATED) },
    });
  });

  it('ignores a one-off payment checkout', () => {
    expect(stripeFactOf(event('checkout.session.completed', { mode: 'payment' })).kind).toBe('ignored');
  });

  it('reads the period from subscription items (current API) and from the top level (older API)', () => {
    const current = stripeFactOf(
      event('customer.subscription.updated', {
        id: 'sub_1',
        customer: { id: 'cus_1', object: 'customer' },
        status: 'active',
        cancel_at_period_end: true,
        cancel_at: null,
        canceled_at: CREATED - 10,
        metadata: { userId: 'user-1' },
        items: { data: [{ current_period_start: CREATED - 100, current_period_end: CREATED + 1000 }] },
      }),
    );
    expect(current).toMatchObject({
      kind: 'snapshot',
      userId: 'user-1',
      snapshot: {
        subscriptionId: 'sub_1',
        customerId: 'cus_1',
        providerStatus: 'active',
        cancelAtPeriodEnd: true,
        canceledAt: at(CREATED - 10),
        currentPeriodStart: at(CREATED - 100),
        currentPeriodEnd: at(CREATED + 1000),
      },
    });
    const legacy = stripeFactOf(
      event('customer.subscription.updated', {
        id: 'sub_1',
        status: 'past_due',
        current_period_end: CREATED + 2000,
        metadata: {},
      }),
    );
    expect(legacy).toMatchObject({
      kind: 'snapshot',
      userId: null,
      snapshot: {
        providerStatus: 'past_due',
        currentPeriodEnd: at(CREATED + 2000),
        cancelAtPeriodEnd: false,
      },
    });
  });

  it('reads the subscription, member and paid period of an invoice in both shapes', () => {
    const lines = { data: [{ period: { start: CREATED, end: CREATED + 2_592_000 } }] };
    const current = stripeFactOf(
      event('invoice.paid', {
        customer: 'cus_1',
        amount_paid: 500,
        currency: 'usd',
        parent: { subscription_details: { subscription: 'sub_1', metadata: { userId: 'user-1' } } },
        lines,
      }),
    );
    expect(current).toEqual({
      kind: 'invoice-paid',
      userId: 'user-1',
      customerId: 'cus_1',
      amountCents: 500,
      currency: 'usd',
      invoice: {
        subscriptionId: 'sub_1',
        customerId: 'cus_1',
        periodStart: at(CREATED),
        periodEnd: at(CREATED + 2_592_000),
        at: at(CREATED),
      },
    });
    const legacy = stripeFactOf(
      event('invoice.payment_failed', { subscription: 'sub_1', customer: 'cus_1', lines }),
    );
    expect(legacy).toMatchObject({
      kind: 'payment-failed',
      failure: { subscriptionId: 'sub_1', at: at(CREATED) },
    });
  });

  it('ignores invoices without a subscription and event types it does not handle', () => {
    expect(stripeFactOf(event('invoice.paid', { customer: 'cus_1' })).kind).toBe('ignored');
    expect(stripeFactOf(event('charge.refunded', { id: 'ch_1' })).kind).toBe('ignored');
  });
});
