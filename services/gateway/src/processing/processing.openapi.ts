import {
  DETECTED_LOGIC_TYPES,
  LIMITS,
  LOGIC_TYPES,
  PIN_LIMITS,
  PLANS,
  type ProcessTextRequest,
  type ProcessTextResponse,
  type QueueJobState,
  type QueuePositionResponse,
  type SentencePin,
} from '@untangle/contracts';
import { MAX_RAW_INPUT_CHARS } from '@untangle/contracts/dto';
import { headerRef, paramRef, SHARED_PARAMETERS, type OpenApiPart } from '../docs/openapi-components.js';
import {
  IDEMPOTENCY_KEY,
  JSON_BODY,
  jsonBody,
  jsonResponse,
  operation,
  UPSTREAM,
} from '../docs/openapi-operation.js';
import { componentRef, exhaustive, objectSchema } from '../docs/openapi-schema.js';
import type { JsonSchema } from '../docs/openapi.types.js';

const QUEUE_JOB_STATES = exhaustive<QueueJobState>()(['waiting', 'active', 'completed', 'failed', 'unknown']);

const SCHEMAS = {
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
} satisfies Record<string, JsonSchema>;

const ref = componentRef<typeof SCHEMAS>('schemas');

/** The OpenAPI description of ProcessingRoutesController's routes. */
export const PROCESSING_OPENAPI: OpenApiPart = {
  schemas: SCHEMAS,
  paths: {
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
            name: 'idempotencyKey',
            in: 'query',
            required: false,
            description: 'The Idempotency-Key of the pending POST; without it, the member’s latest job.',
            schema: SHARED_PARAMETERS.IdempotencyKey.schema,
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
  },
};
