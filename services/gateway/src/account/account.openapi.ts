import type { DeleteAccountResponse } from '@untangle/contracts';
import { paramRef, type OpenApiPart } from '../docs/openapi-components.js';
import { jsonResponse, operation, UPSTREAM } from '../docs/openapi-operation.js';
import { componentRef, objectSchema } from '../docs/openapi-schema.js';
import type { JsonSchema } from '../docs/openapi.types.js';

const SCHEMAS = {
  DeleteAccountResponse: objectSchema<DeleteAccountResponse>()({ message: { type: 'string' } }, ['message']),
} satisfies Record<string, JsonSchema>;

const ref = componentRef<typeof SCHEMAS>('schemas');

/** The OpenAPI description of AccountRoutesController's route (`GET /api/me` is MeRoutesController's). */
export const ACCOUNT_OPENAPI: OpenApiPart = {
  schemas: SCHEMAS,
  paths: {
    '/api/me': {
      delete: operation({
        operationId: 'deleteAccount',
        summary: 'Delete the caller’s account and all their data',
        description:
          'Every service removes the member’s data. Repeating it answers success. Access tokens ' +
          'already issued stay valid until they expire (minutes).',
        tag: 'Account',
        parameters: [paramRef('IdempotencyKey')],
        success: { '200': jsonResponse('The account is deleted.', ref('DeleteAccountResponse')) },
        errors: UPSTREAM,
      }),
    },
  },
};
