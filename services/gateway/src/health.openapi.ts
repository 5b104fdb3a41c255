import type { OpenApiPart } from './docs/openapi-components.js';
import { jsonResponse, operation } from './docs/openapi-operation.js';
import { componentRef, objectSchema } from './docs/openapi-schema.js';
import type { JsonSchema } from './docs/openapi.types.js';

const SCHEMAS = {
  HealthResponse: objectSchema<{ status: 'ok' }>()({ status: { type: 'string', const: 'ok' } }, ['status']),
} satisfies Record<string, JsonSchema>;

const ref = componentRef<typeof SCHEMAS>('schemas');

/** The OpenAPI description of ApiHealthRoutesController's route. */
export const HEALTH_OPENAPI: OpenApiPart = {
  schemas: SCHEMAS,
  paths: {
    '/api/health': {
      get: operation({
        operationId: 'getApiHealth',
        summary: 'Whether the gateway answers (through nginx)',
        tag: 'Meta',
        public: true,
        rateLimited: false,
        success: { '200': jsonResponse('Alive.', ref('HealthResponse')) },
        errors: [],
      }),
    },
  },
};
