import {
  AUTH_DEFAULTS,
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type ErrorBody,
  type ErrorCode,
} from '@untangle/contracts';
import { componentRef, objectSchema } from './openapi-schema.js';
import type { Header, JsonSchema, Parameter, PathItem, SecurityScheme } from './openapi.types.js';

/**
 * What one route group adds to the document: its paths and the components only it uses. The
 * assembler (openapi.document.ts) merges the parts; a component two groups use lives here.
 */
export interface OpenApiPart {
  paths: Record<string, PathItem>;
  schemas?: Record<string, JsonSchema>;
  headers?: Record<string, Header>;
  parameters?: Record<string, Parameter>;
}

/** The document's sections, in the order the docs page shows them; every operation names one. */
export const OPENAPI_TAGS = [
  { name: 'Account' },
  { name: 'Processing' },
  { name: 'Sessions' },
  { name: 'Billing' },
  { name: 'Local checkout', description: 'The local payment provider’s test-mode checkout.' },
  { name: 'Meta' },
] as const;
export type OpenApiTag = (typeof OPENAPI_TAGS)[number]['name'];

/** The security scheme every operation needs unless it is public. */
export const BEARER = 'bearerAuth';
export const BEARER_SCHEME: SecurityScheme = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
  description: `An access token of the OpenID provider for the audience \`${AUTH_DEFAULTS.audience}\`.`,
};

const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[];

export const SHARED_SCHEMAS = {
  ErrorBody: objectSchema<ErrorBody>()(
    {
      statusCode: { type: 'integer', description: 'The HTTP status, repeated.' },
      code: { type: 'string', enum: ERROR_CODE_NAMES, description: 'A stable, machine-readable code.' },
      message: { type: 'string', description: 'What a member reads.' },
      error: { type: 'string', description: 'The same text as `message` (the spec’s client reads either).' },
      errorId: {
        type: 'string',
        format: 'uuid',
        description: 'On 500s only: the id under which the detail was logged.',
      },
      details: {
        type: 'array',
        items: { type: 'string' },
        description: 'On validation errors: every problem found, the first of which is `message`.',
      },
    },
    ['statusCode', 'code', 'message', 'error'],
    { description: 'The body of every error the API answers (HttpErrorFilter).' },
  ),
} satisfies Record<string, JsonSchema>;

export const SHARED_HEADERS = {
  TraceId: {
    description: 'The trace id every log line of this request carries (kept from the request or made).',
    schema: { type: 'string' },
  },
  NoStore: {
    description: 'Private data: `no-store`.',
    schema: { type: 'string', const: 'no-store' },
  },
  WwwAuthenticate: {
    description: '`Bearer` without a token; `Bearer error="invalid_token"` for a token that is refused.',
    schema: { type: 'string' },
  },
  RetryAfter: {
    description: 'Seconds until the rate-limit window that refused the request ends.',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
} satisfies Record<string, Header>;

export const SHARED_PARAMETERS = {
  IdempotencyKey: {
    name: IDEMPOTENCY_KEY_HEADER,
    in: 'header',
    required: false,
    description:
      'Makes a retry safe: the same key (for the same member and request) is carried out once and ' +
      'answered again. Without one, every call is its own request.',
    schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
  },
} satisfies Record<string, Parameter>;

export const schemaRef = componentRef<typeof SHARED_SCHEMAS>('schemas');
export const headerRef = componentRef<typeof SHARED_HEADERS>('headers');
export const paramRef = componentRef<typeof SHARED_PARAMETERS>('parameters');
