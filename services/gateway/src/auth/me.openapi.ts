import type { MeResponse } from '@untangle/contracts';
import type { OpenApiPart } from '../docs/openapi-components.js';
import { jsonResponse, operation } from '../docs/openapi-operation.js';
import { componentRef, objectSchema } from '../docs/openapi-schema.js';
import type { JsonSchema } from '../docs/openapi.types.js';

const SCHEMAS = {
  MeResponse: objectSchema<MeResponse>()(
    {
      id: { type: 'string', description: 'The token’s `sub`.' },
      email: { type: 'string', description: 'Empty when the provider shares none.' },
      firstName: { type: 'string', description: 'Empty when the provider shares none.' },
    },
    ['id', 'email', 'firstName'],
  ),
} satisfies Record<string, JsonSchema>;

const ref = componentRef<typeof SCHEMAS>('schemas');

/** The OpenAPI description of MeRoutesController's route (`DELETE /api/me` is AccountRoutesController's). */
export const ME_OPENAPI: OpenApiPart = {
  schemas: SCHEMAS,
  paths: {
    '/api/me': {
      get: operation({
        operationId: 'getMe',
        summary: 'The caller’s id, e-mail and first name',
        description: 'From the token’s claims, else from the issuer’s userinfo endpoint.',
        tag: 'Account',
        success: { '200': jsonResponse('The caller.', ref('MeResponse')) },
        errors: [],
      }),
    },
  },
};
