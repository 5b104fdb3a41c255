import type { PaymentWebhookResult } from '@untangle/contracts';
import { MAX_WEBHOOK_BODY_BYTES } from '@untangle/contracts/dto';
import type { OpenApiPart } from '../docs/openapi-components.js';
import { BODY_PARSING, JSON_TYPE, jsonResponse, operation, UPSTREAM } from '../docs/openapi-operation.js';
import { componentRef, objectSchema } from '../docs/openapi-schema.js';
import type { JsonSchema } from '../docs/openapi.types.js';
import { STRIPE_SIGNATURE_HEADER } from './payment-webhook-routes.controller.js';

const SCHEMAS = {
  PaymentWebhookResult: objectSchema<PaymentWebhookResult>()(
    {
      received: { type: 'boolean', const: true },
      duplicate: { type: 'boolean', description: 'The event was already applied.' },
    },
    ['received', 'duplicate'],
  ),
} satisfies Record<string, JsonSchema>;

const ref = componentRef<typeof SCHEMAS>('schemas');

/** The OpenAPI description of PaymentWebhookRoutesController's route. */
export const PAYMENT_WEBHOOK_OPENAPI: OpenApiPart = {
  schemas: SCHEMAS,
  paths: {
    '/api/billing/webhook': {
      post: operation({
        operationId: 'receivePaymentWebhook',
        summary: 'The payment provider’s events (Stripe)',
        description:
          'No bearer token: the provider signs the body, and billing verifies the signature over the ' +
          `exact bytes received (at most ${MAX_WEBHOOK_BODY_BYTES} bytes). With the local payment ` +
          'provider there is no webhook (404). Anything that cannot be applied now is a 5xx, which the ' +
          'provider retries.',
        tag: 'Billing',
        public: true,
        rateLimited: false,
        parameters: [
          {
            name: STRIPE_SIGNATURE_HEADER,
            in: 'header',
            required: true,
            description: 'The provider’s signature of the body.',
            schema: { type: 'string', maxLength: 2000 },
          },
        ],
        requestBody: {
          required: true,
          description: 'The provider’s event, exactly as it sent it.',
          content: { [JSON_TYPE]: { schema: { type: 'object' } } },
        },
        success: { '200': jsonResponse('Applied (or already applied).', ref('PaymentWebhookResult')) },
        errors: [...BODY_PARSING, 'WEBHOOK_SIGNATURE_INVALID', 'NOT_FOUND', ...UPSTREAM],
      }),
    },
  },
};
