import {
  AUTH_DEFAULTS,
  DETECTED_LOGIC_TYPES,
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  LIMITS,
  LOGIC_TYPES,
  NEXT_CURSOR_HEADER,
  PAYMENT_RESULT_PARAM,
  PIN_LIMITS,
  PLAN_IDS,
  PLANS,
  PRODUCT_NAME,
  REQUEST_ID_HEADER,
  SESSION_LIMITS,
  SESSION_LOGIC_TYPES,
  SESSION_TYPE,
  TOTAL_COUNT_HEADER,
  wirePlanName,
  type CreateSessionRequest,
  type CreateSubscriptionRequest,
  type CreateSubscriptionResponse,
  type DeleteAccountResponse,
  type DeleteAllSessionsResponse,
  type DeleteSessionResponse,
  type ErrorBody,
  type ErrorCode,
  type MeResponse,
  type PaymentResult,
  type PaymentWebhookResult,
  type ProcessTextRequest,
  type ProcessTextResponse,
  type QueueJobState,
  type QueuePositionResponse,
  type QuotaStatusResponse,
  type SentencePin,
  type Session,
  type SubscriptionStatusResponse,
} from '@untangle/contracts';
import { MAX_RAW_INPUT_CHARS, MAX_WEBHOOK_BODY_BYTES, SESSION_FILTER_TYPES } from '@untangle/contracts/dto';
import {
  HTTP_METHODS,
  type Header,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type PathItem,
  type Reference,
  type RequestBody,
  type Response,
} from './openapi.types.js';

/** Where the document and its readable page are served (both public). */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';
/** The document only changes with a deploy: browsers and proxies may keep it a few minutes. */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=300';
/** Keep in step with services/gateway/package.json (a unit test checks it). */
export const API_VERSION = '0.1.0';

const JSON_TYPE = 'application/json';
const HTML_TYPE = 'text/html';
const BEARER = 'bearerAuth';

/** Local checkout ids: 32 random bytes, base64url (as LocalCheckoutQueryDto checks). */
const CHECKOUT_ID_PATTERN = '^[A-Za-z0-9_-]{43}$';
const USER_NUMBER_PATTERN = '^\\d{1,200}$';
/** Where nginx sends the local checkout's buttons back to: `/dashboard?payment=…`, where the payment-result dialog opens. */
const PAYMENT_RESULTS = exhaustive<PaymentResult>()(['success', 'cancelled', 'failed']);
const QUEUE_JOB_STATES = exhaustive<QueueJobState>()(['waiting', 'active', 'completed', 'failed', 'unknown']);

// ---------------------------------------------------------------------------------------------
// Typed helpers: a schema's properties must be exactly the contract type's keys, its `required`
// list exactly the non-optional ones, and an enum must name every member of the contract's union.
// Changing a shape in @untangle/contracts without changing this document fails the build.
// ---------------------------------------------------------------------------------------------

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** An array literal that must hold every member of T (and nothing else). */
function exhaustive<T extends string>() {
  return <const V extends readonly T[]>(values: V & ([T] extends [V[number]] ? unknown : never)): V => values;
}

function objectSchema<T>() {
  return <const R extends readonly RequiredKeys<T>[]>(
    properties: { [K in keyof T & string]-?: JsonSchema },
    required: R & ([RequiredKeys<T>] extends [R[number]] ? unknown : never),
    extra: Pick<JsonSchema, 'description' | 'additionalProperties'> = {},
  ): JsonSchema => ({
    type: 'object',
    ...(extra.description ? { description: extra.description } : {}),
    properties: properties as Record<string, JsonSchema>,
    required: [...(required as readonly string[])],
    ...(extra.additionalProperties !== undefined ? { additionalProperties: extra.additionalProperties } : {}),
  });
}

const ref = (name: keyof typeof SCHEMAS): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const headerRef = (name: keyof typeof HEADERS): Reference => ({ $ref: `#/components/headers/${name}` });
const paramRef = (name: keyof typeof PARAMETERS): Reference => ({ $ref: `#/components/parameters/${name}` });
const dateTime = (description?: string): JsonSchema => ({
  type: 'string',
  format: 'date-time',
  ...(description ? { description } : {}),
});
const nullableDateTime = (description: string): JsonSchema => ({
  type: ['string', 'null'],
  format: 'date-time',
  description,
});

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

const ERROR_CODE_NAMES = Object.keys(ERROR_CODES) as ErrorCode[];

const SCHEMAS = {
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
  ProcessTextRequest: objectSchema<ProcessTextRequest>()(
    {
      inputText: {
        type: 'string',
        maxLength: MAX_RAW_INPUT_CHARS,
        description:
          `The text to restructure. After markup is stripped it must hold at least ${LIMITS.minInputChars} ` +
          `characters and at most the plan's maximum (${PLANS.free.name}: ${PLANS.free.maxChars}, ` +
          `${PLANS.pro.name}: ${PLANS.pro.maxChars}); the raw text may be up to ${MAX_RAW_INPUT_CHARS}.`,
      },
      logicType: {
        type: 'string',
        enum: LOGIC_TYPES,
        description: '`auto-detect` lets the service choose the structure.',
      },
      pins: {
        type: 'array',
        items: { $ref: '#/components/schemas/SentencePin' },
        maxItems: PIN_LIMITS.maxPins,
        description:
          'A re-run: sentences to keep in place, the rest ordered around them. No sentence and no ' +
          'position may appear twice; a pin outside the text answers 400. Costs one restructure like ' +
          'any other.',
      },
    },
    ['inputText', 'logicType'],
    { additionalProperties: false },
  ),
  SentencePin: objectSchema<SentencePin>()(
    {
      sentence: {
        type: 'integer',
        minimum: 0,
        maximum: PIN_LIMITS.maxIndex,
        description: 'The 0-based index of an input sentence (an index of `sentences` in the response).',
      },
      position: {
        type: 'integer',
        minimum: 0,
        maximum: PIN_LIMITS.maxIndex,
        description: 'The 0-based place the sentence must take in the output.',
      },
    },
    ['sentence', 'position'],
    { additionalProperties: false },
  ),
  ProcessTextResponse: objectSchema<ProcessTextResponse>()(
    {
      outputText: { type: 'string' },
      detectedLogicType: { type: 'string', enum: DETECTED_LOGIC_TYPES },
      explanation: { type: 'string' },
      sentences: {
        type: 'array',
        items: { type: 'string' },
        description: 'The input’s sentences in input order, as the engine segmented the input.',
      },
      order: {
        type: 'array',
        items: { type: 'integer', minimum: 0 },
        description: 'Indices of `sentences` in output order (every pinned sentence at its position).',
      },
    },
    ['outputText', 'detectedLogicType', 'explanation', 'sentences', 'order'],
  ),
  QueuePositionResponse: objectSchema<QueuePositionResponse>()(
    {
      state: { type: 'string', enum: QUEUE_JOB_STATES },
      ahead: {
        type: 'integer',
        minimum: 0,
        description:
          'Jobs that run before the caller’s (waiting ahead of it in priority order, plus active ones).',
      },
    },
    ['state', 'ahead'],
  ),
  Session: objectSchema<Session>()(
    {
      id: { type: 'string', format: 'uuid' },
      userId: { type: 'string' },
      sessionType: { type: 'string', const: SESSION_TYPE },
      inputText: { type: 'string' },
      outputText: { type: 'string' },
      logicType: { type: 'string', enum: SESSION_LOGIC_TYPES },
      explanation: { type: 'string' },
      createdAt: dateTime(),
    },
    ['id', 'userId', 'sessionType', 'inputText', 'outputText', 'logicType', 'explanation', 'createdAt'],
  ),
  CreateSessionRequest: objectSchema<CreateSessionRequest>()(
    {
      userId: {
        type: 'string',
        deprecated: true,
        description: 'Accepted for the spec’s client and ignored: the token’s user owns the session.',
      },
      sessionType: { type: 'string', const: SESSION_TYPE },
      inputText: { type: 'string', maxLength: SESSION_LIMITS.rawInputChars },
      outputText: { type: 'string', minLength: 1, maxLength: SESSION_LIMITS.outputChars },
      logicType: { type: 'string', enum: SESSION_LOGIC_TYPES },
      explanation: { type: 'string', maxLength: SESSION_LIMITS.explanationChars },
    },
    ['sessionType', 'inputText', 'outputText', 'logicType', 'explanation'],
    { additionalProperties: false },
  ),
  SessionList: { type: 'array', items: { $ref: '#/components/schemas/Session' } } as JsonSchema,
  DeleteSessionResponse: objectSchema<DeleteSessionResponse>()(
    { deleted: { type: 'boolean', const: true }, id: { type: 'string', format: 'uuid' } },
    ['deleted', 'id'],
  ),
  DeleteAllSessionsResponse: objectSchema<DeleteAllSessionsResponse>()(
    { deletedCount: { type: 'integer', minimum: 0 } },
    ['deletedCount'],
  ),
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
  MeResponse: objectSchema<MeResponse>()(
    {
      id: { type: 'string', description: 'The token’s `sub`.' },
      email: { type: 'string', description: 'Empty when the provider shares none.' },
      firstName: { type: 'string', description: 'Empty when the provider shares none.' },
    },
    ['id', 'email', 'firstName'],
  ),
  DeleteAccountResponse: objectSchema<DeleteAccountResponse>()({ message: { type: 'string' } }, ['message']),
  PaymentWebhookResult: objectSchema<PaymentWebhookResult>()(
    {
      received: { type: 'boolean', const: true },
      duplicate: { type: 'boolean', description: 'The event was already applied.' },
    },
    ['received', 'duplicate'],
  ),
  HealthResponse: objectSchema<{ status: 'ok' }>()({ status: { type: 'string', const: 'ok' } }, ['status']),
  OpenApiDocument: {
    type: 'object',
    description: 'An OpenAPI 3.1 document (this one).',
    required: ['openapi', 'info', 'paths'],
  } as JsonSchema,
} satisfies Record<string, JsonSchema>;

const HEADERS = {
  RequestId: {
    description: 'The request id every log line of this request carries (kept from the request or made).',
    schema: { type: 'string' },
  },
  NoStore: {
    description: 'Private data: `no-store`.',
    schema: { type: 'string', const: 'no-store' },
  },
  NextCursor: {
    description: 'Present when more sessions follow: pass it as `cursor` to get the next page.',
    schema: { type: 'string' },
  },
  TotalCount: {
    description: 'On a first page (no `cursor`): how many sessions match the search and filter in all.',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
  WwwAuthenticate: {
    description: '`Bearer` without a token; `Bearer error="invalid_token"` for a token that is refused.',
    schema: { type: 'string' },
  },
  Location: { description: 'Where the browser goes next.', schema: { type: 'string' } },
  RetryAfter: {
    description: 'Seconds until the rate-limit window that refused the request ends.',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
} satisfies Record<string, Header>;

const PARAMETERS = {
  IdempotencyKey: {
    name: IDEMPOTENCY_KEY_HEADER,
    in: 'header',
    required: false,
    description:
      'Makes a retry safe: the same key (for the same member and request) is carried out once and ' +
      'answered again. Without one, every call is its own request.',
    schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
  },
  SessionSearch: {
    name: 'q',
    in: 'query',
    required: false,
    description: 'Text to search for in the sessions.',
    schema: { type: 'string', maxLength: SESSION_LIMITS.searchChars },
  },
  SessionType: {
    name: 'type',
    in: 'query',
    required: false,
    description: 'Only sessions of this logic type (`process` and `process-steps` are one type).',
    schema: { type: 'string', enum: SESSION_FILTER_TYPES },
  },
  SessionCursor: {
    name: 'cursor',
    in: 'query',
    required: false,
    description: `The previous page's \`${NEXT_CURSOR_HEADER}\` header.`,
    schema: { type: 'string', maxLength: 200 },
  },
  SessionLimit: {
    name: 'limit',
    in: 'query',
    required: false,
    description: 'Page size.',
    schema: {
      type: 'integer',
      minimum: 1,
      maximum: SESSION_LIMITS.pageSizeMax,
      default: SESSION_LIMITS.pageSizeDefault,
    },
  },
  CheckoutId: {
    name: 'id',
    in: 'path',
    required: true,
    description: 'The checkout’s unguessable id: the capability to see and complete it.',
    schema: { type: 'string', pattern: CHECKOUT_ID_PATTERN },
  },
} satisfies Record<string, Parameter>;

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

/** The error-body shape of one status, narrowed to the codes an operation can answer with it. */
function errorResponse(status: number, codes: ErrorCode[]): Response {
  const lines = codes.map((code) => `- \`${code}\`: ${ERROR_CODES[code].message}`);
  return {
    description: lines.join('\n'),
    headers: {
      [REQUEST_ID_HEADER]: headerRef('RequestId'),
      ...(status === 401 ? { 'www-authenticate': headerRef('WwwAuthenticate') } : {}),
      ...(status === 429 ? { 'retry-after': headerRef('RetryAfter') } : {}),
    },
    content: {
      [JSON_TYPE]: {
        schema: {
          allOf: [
            ref('ErrorBody'),
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

function jsonResponse(
  description: string,
  schema: JsonSchema,
  headers: Record<string, Header | Reference> = {},
): Response {
  return {
    description,
    headers: { [REQUEST_ID_HEADER]: headerRef('RequestId'), ...headers },
    content: { [JSON_TYPE]: { schema } },
  };
}

function htmlResponse(description: string): Response {
  return {
    description,
    headers: { [REQUEST_ID_HEADER]: headerRef('RequestId') },
    content: { [HTML_TYPE]: { schema: { type: 'string' } } },
  };
}

function jsonBody(schema: JsonSchema, description?: string): RequestBody {
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
const UPSTREAM: ErrorCode[] = ['SERVICE_UNAVAILABLE', 'UPSTREAM_TIMEOUT'];
/** What Fastify's body parsing can answer on a route that accepts a body. */
const BODY_PARSING: ErrorCode[] = ['MALFORMED_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'];
/** A JSON body checked against its DTO. */
const JSON_BODY: ErrorCode[] = [...BODY_PARSING, 'VALIDATION_FAILED'];
/** The Idempotency-Key header is checked where it names a request. */
const IDEMPOTENCY_KEY: ErrorCode[] = ['VALIDATION_FAILED'];

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

interface OperationSpec {
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
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

function operation(spec: OperationSpec): Operation {
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

const sessionListParameters = [
  paramRef('SessionSearch'),
  paramRef('SessionType'),
  paramRef('SessionCursor'),
  paramRef('SessionLimit'),
];
const sessionListSuccess = {
  '200': jsonResponse('The member’s sessions, newest first.', ref('SessionList'), {
    'cache-control': headerRef('NoStore'),
    [NEXT_CURSOR_HEADER]: headerRef('NextCursor'),
    [TOTAL_COUNT_HEADER]: headerRef('TotalCount'),
  }),
};
const sessionListDescription =
  'Session history is a Pro feature (403 `PRO_REQUIRED` on the free plan). The body is the plain list ' +
  `of the spec; the next page's cursor travels in the \`${NEXT_CURSOR_HEADER}\` header.`;

const checkoutCompletion = (action: 'pay' | 'cancel'): Operation =>
  operation({
    operationId: action === 'pay' ? 'payLocalCheckout' : 'cancelLocalCheckout',
    summary: action === 'pay' ? 'Pay a test-mode checkout' : 'Cancel a test-mode checkout',
    description:
      'The checkout page’s form post (no body, or an empty form). Answered with a redirect to ' +
      `\`/dashboard?${PAYMENT_RESULT_PARAM}=…\`.`,
    tag: 'Local checkout',
    public: true,
    rateLimited: false,
    parameters: [paramRef('CheckoutId')],
    success: {
      '303': {
        description: 'Completed: go back to the dashboard.',
        headers: {
          [REQUEST_ID_HEADER]: headerRef('RequestId'),
          location: headerRef('Location'),
          'cache-control': headerRef('NoStore'),
        },
      },
      '404': htmlResponse('No such checkout (or not the local provider): an HTML page.'),
    },
    errors: UPSTREAM,
  });

/** The documented routes, by path and method (paths in OpenAPI form, `{param}`). */
const PATHS: Record<string, PathItem> = {
  '/api/me': {
    get: operation({
      operationId: 'getMe',
      summary: 'The caller’s id, e-mail and first name',
      description: 'From the token’s claims, else from the issuer’s userinfo endpoint.',
      tag: 'Account',
      success: { '200': jsonResponse('The caller.', ref('MeResponse')) },
      errors: [],
    }),
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
  '/api/process-text': {
    post: operation({
      operationId: 'processText',
      summary: 'Restructure a text',
      description:
        'Reserves one restructure of the month’s quota (402 when it is used up), checks the text ' +
        'against the plan’s limits, and restructures it with the plan’s priority and model. Any ' +
        'failure gives the reserved unit back.',
      tag: 'Processing',
      parameters: [paramRef('IdempotencyKey')],
      requestBody: jsonBody(ref('ProcessTextRequest')),
      success: { '200': jsonResponse('The restructured text.', ref('ProcessTextResponse')) },
      errors: [
        ...JSON_BODY,
        ...IDEMPOTENCY_KEY,
        'QUOTA_EXCEEDED',
        'IDEMPOTENCY_CONFLICT',
        'PROCESSING_FAILED',
        'PROCESSING_TOO_COMPLEX',
        'PROCESSING_TIMEOUT',
        ...UPSTREAM,
      ],
    }),
  },
  '/api/process-text/queue': {
    get: operation({
      operationId: 'getQueuePosition',
      summary: 'Where the caller’s pending restructure stands in the queue',
      description: 'Polled while a restructure waits.',
      tag: 'Processing',
      parameters: [
        {
          name: 'requestId',
          in: 'query',
          required: false,
          description: 'The Idempotency-Key of the pending POST; without it, the member’s latest job.',
          schema: PARAMETERS.IdempotencyKey.schema,
        },
      ],
      success: {
        '200': jsonResponse('The job’s state.', ref('QueuePositionResponse'), {
          'cache-control': headerRef('NoStore'),
        }),
      },
      errors: ['VALIDATION_FAILED', ...UPSTREAM],
    }),
  },
  '/api/sessions': {
    get: operation({
      operationId: 'listSessions',
      summary: 'The caller’s saved sessions',
      description: sessionListDescription,
      tag: 'Sessions',
      parameters: sessionListParameters,
      success: sessionListSuccess,
      errors: ['VALIDATION_FAILED', 'PRO_REQUIRED', ...UPSTREAM],
    }),
    post: operation({
      operationId: 'createSession',
      summary: 'Save a session',
      description:
        'The token’s user owns it (a `userId` in the body is ignored). The same Idempotency-Key ' +
        'again stores nothing more and answers the stored session again. Only a text the member ' +
        'restructured within the last day can be saved, and a member keeps at most 1,000 sessions ' +
        '(SESSIONS_MAX_PER_MEMBER).',
      tag: 'Sessions',
      parameters: [paramRef('IdempotencyKey')],
      requestBody: jsonBody(ref('CreateSessionRequest')),
      success: { '201': jsonResponse('The stored session.', ref('Session')) },
      errors: [
        ...JSON_BODY,
        ...IDEMPOTENCY_KEY,
        'IDEMPOTENCY_CONFLICT',
        'SESSION_NOT_RESTRUCTURED',
        'SESSION_LIMIT_REACHED',
        ...UPSTREAM,
      ],
    }),
  },
  '/api/sessions/user': {
    delete: operation({
      operationId: 'deleteAllSessions',
      summary: 'Delete every session of the caller',
      tag: 'Sessions',
      parameters: [paramRef('IdempotencyKey')],
      success: { '200': jsonResponse('How many were deleted.', ref('DeleteAllSessionsResponse')) },
      errors: [...IDEMPOTENCY_KEY, ...UPSTREAM],
    }),
  },
  /**
   * One templated path for both routes (OpenAPI forbids two that differ only in a parameter's name):
   * the landing alias `GET /api/sessions/{userNumber}` and `DELETE /api/sessions/{id}`.
   */
  '/api/sessions/{id}': {
    get: operation({
      operationId: 'listSessionsByUserNumber',
      summary: 'The caller’s saved sessions (the spec’s landing variant)',
      description:
        `\`GET /api/sessions/{userNumber}\`: an alias of \`GET /api/sessions\` kept for the spec's ` +
        `client. The number is ignored and the token's user answers; a path that is not a number is ` +
        `404. ${sessionListDescription}`,
      tag: 'Sessions',
      deprecated: true,
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The spec’s `userNumber` (the member’s id without its non-digits): ignored.',
          schema: { type: 'string', pattern: USER_NUMBER_PATTERN },
        },
        ...sessionListParameters,
      ],
      success: sessionListSuccess,
      errors: ['VALIDATION_FAILED', 'PRO_REQUIRED', 'NOT_FOUND', ...UPSTREAM],
    }),
    delete: operation({
      operationId: 'deleteSession',
      summary: 'Delete one session',
      description: 'Another member’s session answers 404 exactly like a missing one.',
      tag: 'Sessions',
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The session’s id.',
          schema: { type: 'string', format: 'uuid' },
        },
      ],
      success: { '200': jsonResponse('The session is deleted.', ref('DeleteSessionResponse')) },
      errors: ['VALIDATION_FAILED', 'SESSION_NOT_FOUND', ...UPSTREAM],
    }),
  },
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
          name: 'stripe-signature',
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
  '/api/billing/checkout/{id}': {
    get: operation({
      operationId: 'showLocalCheckout',
      summary: 'The test-mode checkout page of the local payment provider',
      description:
        'Plain HTML without script. The id in the path is the capability, as with a hosted checkout.',
      tag: 'Local checkout',
      public: true,
      rateLimited: false,
      parameters: [paramRef('CheckoutId')],
      success: {
        '200': htmlResponse('The checkout page.'),
        '404': htmlResponse('No such checkout (or not the local provider): an HTML page.'),
      },
      errors: UPSTREAM,
    }),
  },
  '/api/billing/checkout/{id}/pay': { post: checkoutCompletion('pay') },
  '/api/billing/checkout/{id}/cancel': { post: checkoutCompletion('cancel') },
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
};

/** The OpenAPI 3.1 document of the gateway's public HTTP API, built from @untangle/contracts. */
export function buildOpenApiDocument(): OpenApiDocument {
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: API_VERSION,
      summary: 'The HTTP API the web app calls, served by the gateway behind nginx.',
      description:
        'Every operation needs `Authorization: Bearer <access token>` unless it says otherwise; tokens ' +
        `come from the OpenID provider at \`${AUTH_DEFAULTS.issuerPath}\` (audience ` +
        `\`${AUTH_DEFAULTS.audience}\`). Every error answers the same JSON body (\`ErrorBody\`), whose ` +
        '`code` is stable; a validation error’s `message` names the problem. Every response carries ' +
        `\`${REQUEST_ID_HEADER}\`. In front of the gateway, nginx answers 413 and its own 502/503/504 ` +
        'with the same body shape.',
    },
    servers: [{ url: '/', description: 'The same origin: nginx routes /api to the gateway.' }],
    tags: [
      { name: 'Account' },
      { name: 'Processing' },
      { name: 'Sessions' },
      { name: 'Billing' },
      { name: 'Local checkout', description: 'The local payment provider’s test-mode checkout.' },
      { name: 'Meta' },
    ],
    security: [{ [BEARER]: [] }],
    paths: PATHS,
    components: {
      schemas: SCHEMAS,
      headers: HEADERS,
      parameters: PARAMETERS,
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: `An access token of the OpenID provider for the audience \`${AUTH_DEFAULTS.audience}\`.`,
        },
      },
    },
  };
}

/** Every documented (METHOD, path) pair, paths in OpenAPI form. */
export function documentedOperations(
  document: OpenApiDocument,
): Array<{ method: HttpMethod; path: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (Object.keys(item) as Array<keyof PathItem>)
      .filter((key): key is HttpMethod => (HTTP_METHODS as readonly string[]).includes(key))
      .map((method) => ({ method, path, operation: item[method]! })),
  );
}
