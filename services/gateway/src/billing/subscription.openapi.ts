import {
  PAYMENT_RESULT_PARAM,
  PLAN_IDS,
  PLANS,
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  type PaymentResult,
  type SubscriptionStatusResponse,
} from '@untangle/contracts';
import { headerRef, paramRef, type OpenApiPart } from '../docs/openapi-components.js';
import {
  BODY_PARSING,
  IDEMPOTENCY_KEY,
  JSON_BODY,
  jsonBody,
  jsonResponse,
  operation,
  UPSTREAM,
} from '../docs/openapi-operation.js';
import { componentRef, exhaustive, nullableDateTime, objectSchema } from '../docs/openapi-schema.js';
import type { JsonSchema } from '../docs/openapi.types.js';

/** Where nginx sends the local checkout's buttons back to: `/dashboard?payment=…`, where the payment-result dialog opens. */
const PAYMENT_RESULTS = exhaustive<PaymentResult>()(['success', 'cancelled', 'failed']);

const SCHEMAS = {
  SubscriptionStatusResponse: objectSchema<SubscriptionStatusResponse>()(
    {
      plan: { type: 'string', enum: PLAN_IDS },
      isActive: { type: 'boolean' },
      willCancelAtPeriodEnd: { type: 'boolean' },
      subscriptionExpiresAt: nullableDateTime('End of the paid period.'),
      subscriptionCancelledAt: nullableDateTime('When the member cancelled.'),
      nextBillingDate: nullableDateTime('Start of the next billing period while Pro renews.'),
      testMode: {
        type: 'boolean',
        description: 'Payments are simulated by the built-in test-mode checkout: no money is taken.',
      },
    },
    [
      'plan',
      'isActive',
      'willCancelAtPeriodEnd',
      'subscriptionExpiresAt',
      'subscriptionCancelledAt',
      'nextBillingDate',
      'testMode',
    ],
  ),
  CreateSubscriptionRequest: objectSchema<CreateSubscriptionRequest>()(
    { upgradeSource: { type: 'string', const: 'manual' } },
    ['upgradeSource'],
    { additionalProperties: false },
  ),
  CreateSubscriptionResponse: objectSchema<CreateSubscriptionResponse>()(
    {
      paymentLink: {
        type: 'string',
        format: 'uri-reference',
        description:
          `Where the browser goes to pay; the checkout returns it to ` +
          `\`/dashboard?${PAYMENT_RESULT_PARAM}=${PAYMENT_RESULTS.join('|')}\`.`,
      },
    },
    ['paymentLink'],
  ),
  MessageResponse: objectSchema<{ message: string }>()({ message: { type: 'string' } }, ['message']),
} satisfies Record<string, JsonSchema>;

const ref = componentRef<typeof SCHEMAS>('schemas');

/** The OpenAPI description of SubscriptionRoutesController's routes. */
export const SUBSCRIPTION_OPENAPI: OpenApiPart = {
  schemas: SCHEMAS,
  paths: {
    '/api/subscription/status': {
      get: operation({
        operationId: 'getSubscriptionStatus',
        summary: 'The caller’s subscription',
        tag: 'Billing',
        success: {
          '200': jsonResponse('The subscription.', ref('SubscriptionStatusResponse'), {
            'cache-control': headerRef('NoStore'),
          }),
        },
        errors: UPSTREAM,
      }),
    },
    '/api/subscription/create': {
      post: operation({
        operationId: 'createSubscription',
        summary: 'Start a Pro checkout',
        description: `${PLANS.pro.name}: $${PLANS.pro.priceUsdPerMonth} a month. Answers where the browser goes to pay.`,
        tag: 'Billing',
        parameters: [paramRef('IdempotencyKey')],
        requestBody: jsonBody(ref('CreateSubscriptionRequest')),
        success: { '200': jsonResponse('The checkout.', ref('CreateSubscriptionResponse')) },
        errors: [...JSON_BODY, ...IDEMPOTENCY_KEY, 'ALREADY_SUBSCRIBED', ...UPSTREAM],
      }),
    },
    '/api/subscription/cancel': {
      post: operation({
        operationId: 'cancelSubscription',
        summary: 'Cancel Pro at the end of the paid period',
        description: 'No body.',
        tag: 'Billing',
        parameters: [paramRef('IdempotencyKey')],
        success: { '200': jsonResponse('Cancelled.', ref('MessageResponse')) },
        errors: [...BODY_PARSING, ...IDEMPOTENCY_KEY, 'NO_ACTIVE_SUBSCRIPTION', ...UPSTREAM],
      }),
    },
  },
};
