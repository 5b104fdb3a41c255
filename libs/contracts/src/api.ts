/** The HTTP API's request and response shapes (and the entities they carry), shared by the gateway and the frontend. */
import type { DetectedLogicType, LogicType, SessionLogicType } from './logic-types.js';
import type { PlanId, WirePlanName } from './plans.js';

/**
 * Keeps one input sentence at one place of the output when a member re-runs a restructure.
 * `sentence`: the 0-based index of an input sentence as the engine segments the input (the order of
 * `ProcessTextResponse.sentences`); `position`: the 0-based place it must take in the output.
 */
export interface SentencePin {
  sentence: number;
  position: number;
}

export interface ProcessTextRequest {
  inputText: string;
  logicType: LogicType;
  /** Sentences to keep in place; the engine orders the rest around them. */
  pins?: SentencePin[];
}

export interface ProcessTextResponse {
  outputText: string;
  detectedLogicType: DetectedLogicType;
  explanation: string;
  /** The input's sentences in input order, as the engine segmented the input. */
  sentences: string[];
  /** Input sentence indices in output order: a permutation of the indices of `sentences`. */
  order: number[];
}

/** Exactly the fields of a ProcessTextResponse, whatever else `result` carries (nothing internal leaks). */
export function processTextResponseOf(result: ProcessTextResponse): ProcessTextResponse {
  return {
    outputText: result.outputText,
    detectedLogicType: result.detectedLogicType,
    explanation: result.explanation,
    sentences: result.sentences,
    order: result.order,
  };
}

export interface SentencePin {
  sentence: number;
  position: number;
}

export type QueueJobState = 'waiting' | 'active' | 'completed' | 'failed' | 'unknown';

/** `GET /api/process-text/queue`: how far the caller's job is from running. */
export interface QueuePositionResponse {
  state: QueueJobState;
  /** Jobs that will run before the caller's (waiting ahead of it in priority order, plus active ones). */
  ahead: number;
}

export const SESSION_TYPE = 'text';

export interface Session {
  id: string;
  userId: string;
  sessionType: typeof SESSION_TYPE;
  inputText: string;
  outputText: string;
  logicType: SessionLogicType;
  explanation: string;
  createdAt: string;
}

export interface CreateSessionRequest {
  /** Ignored by the server: the token's user owns the session. */
  userId?: string;
  sessionType: typeof SESSION_TYPE;
  inputText: string;
  outputText: string;
  logicType: SessionLogicType;
  explanation: string;
}

/** Pagination of `GET /api/sessions` travels in headers so the body stays a plain list. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
/** On a first page of sessions: how many sessions match the search and filter in all. */
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** What an Idempotency-Key may look like: a uuid, a ULID, `save:1234`… */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,200}$/;
/** The id every log line of one request carries, from nginx through every service; echoed on responses. */
export const TRACE_ID_HEADER = 'x-trace-id';
/** The trace id's legacy request header: still accepted from clients, never sent. */
export const LEGACY_TRACE_ID_HEADER = 'x-request-id';

export interface DeleteAllSessionsResponse {
  deletedCount: number;
}

/** `DELETE /api/sessions/{id}`: the frontend reads the answer as JSON. */
export interface DeleteSessionResponse {
  deleted: true;
  id: string;
}

export interface QuotaStatusResponse {
  analytics: {
    /** The plan by its wire name (`wirePlanName`): 'premium' is Pro. */
    subscriptionStatus: WirePlanName;
    textUsage: number;
    daysUntilReset: number;
    resetDate: string;
  };
  quotas: {
    /** `null` for Pro: unlimited. */
    text: { total: number | null; remaining: number | null };
  };
}

export interface SubscriptionStatusResponse {
  plan: PlanId;
  isActive: boolean;
  willCancelAtPeriodEnd: boolean;
  subscriptionExpiresAt: string | null;
  subscriptionCancelledAt: string | null;
  /** Start of the next billing period while Pro renews; null otherwise. */
  nextBillingDate: string | null;
  /** Payments are simulated (the built-in test-mode checkout): no money is taken. */
  testMode: boolean;
}

export interface CreateSubscriptionRequest {
  upgradeSource: 'manual';
}

export interface CreateSubscriptionResponse {
  paymentLink: string;
}

export type CancelSubscriptionResponse = { message: string } | { error: string };

/** A checkout returns the browser to `/dashboard?payment=<PaymentResult>` (the payment-result dialog). */
export const PAYMENT_RESULT_PARAM = 'payment';
export type PaymentResult = 'success' | 'cancelled' | 'failed';

export interface MeResponse {
  id: string;
  email: string;
  firstName: string;
}

/** `DELETE /api/me`: the account is deleted now; every service removes the member's data (GDPR page). */
export interface DeleteAccountResponse {
  message: string;
}

/** Defaults the frontend and the identity service share (each overridable by configuration). */
export const AUTH_DEFAULTS = {
  clientId: 'untangle-web',
  audience: 'urn:untangle:api',
  issuerPath: '/oidc',
  callbackPath: '/auth/callback',
  scope: 'openid profile email offline_access',
} as const;

/** `GET /api/process-text/queue?idempotencyKey=…` polls the job named by this request's Idempotency-Key. */
export const QUEUE_POSITION_PATH = '/api/process-text/queue';
