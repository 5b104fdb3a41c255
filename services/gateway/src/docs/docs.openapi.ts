import type { OpenApiPart } from './openapi-components.js';
import { htmlResponse, jsonResponse, operation } from './openapi-operation.js';
import { componentRef } from './openapi-schema.js';
import type { JsonSchema } from './openapi.types.js';

/** Where the document and its readable page are served (both public). */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';
/** The document only changes with a deploy: browsers and proxies may keep it a few minutes. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=300';

const SCHEMAS = {
  OpenApiDocument: {
    type: 'object',
    description: 'An OpenAPI 3.1 document (this one).',
    required: ['openapi', 'info', 'paths'],
  } as JsonSchema,
} satisfies Record<string, JsonSchema>;

const ref = componentRef<typeof SCHEMAS>('schemas');

/** The OpenAPI description of DocsRoutesController's routes: the document describes itself. */
export const DOCS_OPENAPI: OpenApiPart = {
  schemas: SCHEMAS,
  paths: {
    [OPENAPI_JSON_PATH]: {
      get: operation({
        operationId: 'getOpenApiDocument',
        summary: 'This OpenAPI 3.1 document',
        tag: 'Meta',
        public: true,
        success: {
          '200': jsonResponse('The document.', ref('OpenApiDocument'), {
            'cache-control': {
              description: `\`${OPENAPI_CACHE_CONTROL}\``,
              schema: { type: 'string', const: OPENAPI_CACHE_CONTROL },
            },
          }),
        },
        errors: [],
      }),
    },
    [API_DOCS_PATH]: {
      get: operation({
        operationId: 'getApiDocsPage',
        summary: 'This document as a readable HTML page (no script)',
        tag: 'Meta',
        public: true,
        success: { '200': htmlResponse('The page.') },
        errors: [],
      }),
    },
  },
};
