import { PLAN_IDS, PLANS, wirePlanName, type QuotaStatusResponse } from '@untangle/contracts';
import { headerRef, type OpenApiPart } from '../docs/openapi-components.js';
import { jsonResponse, operation, UPSTREAM } from '../docs/openapi-operation.js';
import { componentRef, dateTime, objectSchema } from '../docs/openapi-schema.js';
import type { JsonSchema } from '../docs/openapi.types.js';

const SCHEMAS = {
  QuotaStatusResponse: objectSchema<QuotaStatusResponse>()(
    {
      analytics: objectSchema<QuotaStatusResponse['analytics']>()(
        {
          subscriptionStatus: {
            type: 'string',
            enum: [...new Set(PLAN_IDS.map(wirePlanName))],
            description: '`premium` is Pro.',
          },
          textUsage: {
            type: 'integer',
            minimum: 0,
            description: 'Restructures used this calendar month (UTC).',
          },
          daysUntilReset: { type: 'integer', minimum: 0 },
          resetDate: dateTime('Start of the next calendar month (UTC).'),
        },
        ['subscriptionStatus', 'textUsage', 'daysUntilReset', 'resetDate'],
      ),
      quotas: objectSchema<QuotaStatusResponse['quotas']>()(
        {
          text: objectSchema<QuotaStatusResponse['quotas']['text']>()(
            {
              total: {
                type: ['integer', 'null'],
                description: `${PLANS.free.name}: ${PLANS.free.monthlyRestructures} a month; null (unlimited) for Pro.`,
              },
              remaining: { type: ['integer', 'null'], description: 'null (unlimited) for Pro.' },
            },
            ['total', 'remaining'],
          ),
        },
        ['text'],
      ),
    },
    ['analytics', 'quotas'],
  ),
} satisfies Record<string, JsonSchema>;

const ref = componentRef<typeof SCHEMAS>('schemas');

/** The OpenAPI description of QuotaRoutesController's route. */
export const QUOTA_OPENAPI: OpenApiPart = {
  schemas: SCHEMAS,
  paths: {
    '/api/quota/status': {
      get: operation({
        operationId: 'getQuotaStatus',
        summary: 'The caller’s plan and this month’s restructures',
        tag: 'Billing',
        success: {
          '200': jsonResponse('The quota.', ref('QuotaStatusResponse'), {
            'cache-control': headerRef('NoStore'),
          }),
        },
        errors: UPSTREAM,
      }),
    },
  },
};
