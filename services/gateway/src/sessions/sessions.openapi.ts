import {
  NEXT_CURSOR_HEADER,
  SESSION_LIMITS,
  SESSION_LOGIC_TYPES,
  SESSION_TYPE,
  TOTAL_COUNT_HEADER,
  type CreateSessionRequest,
  type DeleteAllSessionsResponse,
  type DeleteSessionResponse,
  type Session,
} from '@untangle/contracts';
import { SESSION_FILTER_TYPES } from '@untangle/contracts/dto';
import { headerRef, paramRef, type OpenApiPart } from '../docs/openapi-components.js';
import {
  IDEMPOTENCY_KEY,
  JSON_BODY,
  jsonBody,
  jsonResponse,
  operation,
  UPSTREAM,
} from '../docs/openapi-operation.js';
import { componentRef, dateTime, objectSchema } from '../docs/openapi-schema.js';
import type { Header, JsonSchema, Parameter } from '../docs/openapi.types.js';
import { USER_NUMBER } from './session-routes.controller.js';

const SCHEMAS = {
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
} satisfies Record<string, JsonSchema>;

const HEADERS = {
  NextCursor: {
    description: 'Present when more sessions follow: pass it as `cursor` to get the next page.',
    schema: { type: 'string' },
  },
  TotalCount: {
    description: 'On a first page (no `cursor`): how many sessions match the search and filter in all.',
    schema: { type: 'string', pattern: '^\\d+$' },
  },
} satisfies Record<string, Header>;

/** The list query, as SessionListParamsDto checks it. */
const PARAMETERS = {
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
} satisfies Record<string, Parameter>;

const ref = componentRef<typeof SCHEMAS>('schemas');
const ownHeaderRef = componentRef<typeof HEADERS>('headers');
const ownParamRef = componentRef<typeof PARAMETERS>('parameters');

const listParameters = [
  ownParamRef('SessionSearch'),
  ownParamRef('SessionType'),
  ownParamRef('SessionCursor'),
  ownParamRef('SessionLimit'),
];
const listSuccess = {
  '200': jsonResponse('The member’s sessions, newest first.', ref('SessionList'), {
    'cache-control': headerRef('NoStore'),
    [NEXT_CURSOR_HEADER]: ownHeaderRef('NextCursor'),
    [TOTAL_COUNT_HEADER]: ownHeaderRef('TotalCount'),
  }),
};
const listDescription =
  'Session history is a Pro feature (403 `PRO_REQUIRED` on the free plan). The body is the plain list ' +
  `of the spec; the next page's cursor travels in the \`${NEXT_CURSOR_HEADER}\` header.`;

/** The OpenAPI description of SessionRoutesController's routes. */
export const SESSIONS_OPENAPI: OpenApiPart = {
  schemas: SCHEMAS,
  headers: HEADERS,
  parameters: PARAMETERS,
  paths: {
    '/api/sessions': {
      get: operation({
        operationId: 'listSessions',
        summary: 'The caller’s saved sessions',
        description: listDescription,
        tag: 'Sessions',
        parameters: listParameters,
        success: listSuccess,
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
          `404. ${listDescription}`,
        tag: 'Sessions',
        deprecated: true,
        parameters: [
          {
            name: 'id',
            in: 'path',
            required: true,
            description: 'The spec’s `userNumber` (the member’s id without its non-digits): ignored.',
            schema: { type: 'string', pattern: USER_NUMBER.source },
          },
          ...listParameters,
        ],
        success: listSuccess,
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
  },
};
