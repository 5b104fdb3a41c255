import { ERROR_CODES, TRACE_ID_HEADER, type ErrorCode } from '@untangle/contracts';
import { headerRef, schemaRef, type OpenApiTag } from './openapi-components.js';
import type {
  Header,
  JsonSchema,
  Operation,
  Parameter,
  Reference,
  RequestBody,
  Response,
} from './openapi.types.js';

export const JSON_TYPE = 'application/json';
const HTML_TYPE = 'text/html';

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

/** The error-body shape of one status, narrowed to the codes an operation can answer with it. */
function errorResponse(status: number, codes: ErrorCode[]): Response {
  const lines = codes.map((code) => `- \`${code}\`: ${ERROR_CODES[code].message}`);
  return {
    description: lines.join('\n'),
    headers: {
      [TRACE_ID_HEADER]: headerRef('TraceId'),
      ...(status === 401 ? { 'www-authenticate': headerRef('WwwAuthenticate') } : {}),
      ...(status === 429 ? { 'retry-after': headerRef('RetryAfter') } : {}),
    },
    content: {
      [JSON_TYPE]: {
        schema: {
          allOf: [
            schemaRef('ErrorBody'),
            {
              type: 'object',
              properties: {
                statusCode: { type: 'integer', const: status },
                code: { type: 'string', enum: codes },
              },
            },
          ],
        },
        examples: Object.fromEntries(
          codes.map((code) => [
            code,
            {
              summary: ERROR_CODES[code].message,
              value: {
                statusCode: status,
                code,
                message: ERROR_CODES[code].message,
                error: ERROR_CODES[code].message,
              },
            },
          ]),
        ),
      },
    },
  };
}

function errorResponses(codes: readonly ErrorCode[]): Record<string, Response> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [String(status), errorResponse(status, list)]),
  );
}

export function jsonResponse(
  description: string,
  schema: JsonSchema,
  headers: Record<string, Header | Reference> = {},
): Response {
  return {
    description,
    headers: { [TRACE_ID_HEADER]: headerRef('TraceId'), ...headers },
    content: { [JSON_TYPE]: { schema } },
  };
}

export function htmlResponse(description: string): Response {
  return {
    description,
    headers: { [TRACE_ID_HEADER]: headerRef('TraceId') },
    content: { [HTML_TYPE]: { schema: { type: 'string' } } },
  };
}

export function jsonBody(schema: JsonSchema, description?: string): RequestBody {
  return { required: true, ...(description ? { description } : {}), content: { [JSON_TYPE]: { schema } } };
}

// Error codes by where they come from.
/** Every route can fail unexpectedly. */
const ANY_ROUTE: ErrorCode[] = ['INTERNAL'];
/** The rate limits (per member and per IP) count every route but the few callers must always reach. */
const RATE_LIMITED: ErrorCode[] = ['RATE_LIMITED'];
/** Routes behind the bearer token; an unreachable key set is an outage, not a sign-out. */
const BEARER_ROUTE: ErrorCode[] = ['AUTH_REQUIRED', 'AUTH_INVALID', 'SERVICE_UNAVAILABLE'];
/** Routes that call a service over the transport. */
export const UPSTREAM: ErrorCode[] = ['SERVICE_UNAVAILABLE', 'UPSTREAM_TIMEOUT'];
/** What Fastify's body parsing can answer on a route that accepts a body. */
export const BODY_PARSING: ErrorCode[] = ['MALFORMED_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];
/** A JSON body checked against its DTO. */
export const JSON_BODY: ErrorCode[] = [...BODY_PARSING, 'VALIDATION_FAILED'];
/** The Idempotency-Key header is checked where it names a request. */
export const IDEMPOTENCY_KEY: ErrorCode[] = ['VALIDATION_FAILED'];

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

export interface OperationSpec {
  operationId: string;
  summary: string;
  description?: string;
  tag: OpenApiTag;
  /** Public operations need no bearer token. */
  public?: boolean;
  /** False for the routes the rate limits exempt (the provider's webhook, health, the local checkout). */
  rateLimited?: boolean;
  parameters?: Array<Parameter | Reference>;
  requestBody?: RequestBody;
  success: Record<string, Response>;
  /** Codes this operation can answer, besides those of every route (and of the bearer token). */
  errors: ErrorCode[];
  deprecated?: boolean;
}

/** One operation: its own responses plus the error responses of every code it can answer, by status. */
export function operation(spec: OperationSpec): Operation {
  const codes = [
    ...(spec.public ? [] : BEARER_ROUTE),
    ...spec.errors,
    ...(spec.rateLimited === false ? [] : RATE_LIMITED),
    ...ANY_ROUTE,
  ];
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    ...(spec.public ? { security: [] } : {}),
    ...(spec.parameters ? { parameters: spec.parameters } : {}),
    ...(spec.requestBody ? { requestBody: spec.requestBody } : {}),
    responses: { ...spec.success, ...errorResponses(codes) },
    ...(spec.deprecated ? { deprecated: true } : {}),
  };
}
