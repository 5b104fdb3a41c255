import { PAYMENT_RESULT_PARAM, TRACE_ID_HEADER } from '@untangle/contracts';
import { headerRef, type OpenApiPart } from '../docs/openapi-components.js';
import { htmlResponse, operation, UPSTREAM } from '../docs/openapi-operation.js';
import { componentRef } from '../docs/openapi-schema.js';
import type { Header, Operation, Parameter } from '../docs/openapi.types.js';
import { CHECKOUT_ID } from './local-checkout-routes.controller.js';

const HEADERS = {
  Location: { description: 'Where the browser goes next.', schema: { type: 'string' } },
} satisfies Record<string, Header>;

const PARAMETERS = {
  CheckoutId: {
    name: 'id',
    in: 'path',
    required: true,
    description: 'The checkout’s unguessable id: the capability to see and complete it.',
    schema: { type: 'string', pattern: CHECKOUT_ID.source },
  },
} satisfies Record<string, Parameter>;

const ownHeaderRef = componentRef<typeof HEADERS>('headers');
const ownParamRef = componentRef<typeof PARAMETERS>('parameters');

const notFoundPage = () => htmlResponse('No such checkout (or not the local provider): an HTML page.');

const completion = (action: 'pay' | 'cancel'): Operation =>
  operation({
    operationId: action === 'pay' ? 'payLocalCheckout' : 'cancelLocalCheckout',
    summary: action === 'pay' ? 'Pay a test-mode checkout' : 'Cancel a test-mode checkout',
    description:
      'The checkout page’s form post (no body, or an empty form). Answered with a redirect to ' +
      `\`/dashboard?${PAYMENT_RESULT_PARAM}=…\`.`,
    tag: 'Local checkout',
    public: true,
    rateLimited: false,
    parameters: [ownParamRef('CheckoutId')],
    success: {
      '303': {
        description: 'Completed: go back to the dashboard.',
        headers: {
          [TRACE_ID_HEADER]: headerRef('TraceId'),
          location: ownHeaderRef('Location'),
          'cache-control': headerRef('NoStore'),
        },
      },
      '404': notFoundPage(),
    },
    errors: UPSTREAM,
  });

/** The OpenAPI description of LocalCheckoutRoutesController's routes (the local payment provider only). */
export const LOCAL_CHECKOUT_OPENAPI: OpenApiPart = {
  headers: HEADERS,
  parameters: PARAMETERS,
  paths: {
    '/api/billing/checkout/{id}': {
      get: operation({
        operationId: 'showLocalCheckout',
        summary: 'The test-mode checkout page of the local payment provider',
        description:
          'Plain HTML without script. The id in the path is the capability, as with a hosted checkout.',
        tag: 'Local checkout',
        public: true,
        rateLimited: false,
        parameters: [ownParamRef('CheckoutId')],
        success: { '200': htmlResponse('The checkout page.'), '404': notFoundPage() },
        errors: UPSTREAM,
      }),
    },
    '/api/billing/checkout/{id}/pay': { post: completion('pay') },
    '/api/billing/checkout/{id}/cancel': { post: completion('cancel') },
  },
};
