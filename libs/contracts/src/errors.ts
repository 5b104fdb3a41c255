/**
 * Coded errors: what crosses the transport and what the gateway's exception filter maps to HTTP.
 * The message is what a member reads; keep it clear and free of internals.
 */
export const ERROR_CODES = {
  AUTH_REQUIRED: { status: 401, message: 'Authentication required' },
  AUTH_INVALID: { status: 401, message: 'Invalid or expired authentication token. Please sign in again.' },
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid.' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as application/json.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  QUOTA_EXCEEDED: {
    status: 402,
    message:
      "Usage limit exceeded: you have used this month's free restructures. Upgrade to Pro for unlimited use.",
  },
  PRO_REQUIRED: {
    status: 403,
    message: 'Session history is a Pro feature. Upgrade to Pro to save, search and export your sessions.',
  },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  SESSION_NOT_FOUND: { status: 404, message: 'Session not found.' },
  SESSION_NOT_RESTRUCTURED: {
    status: 422,
    message:
      'Only your own restructured texts can be saved to your history. Restructure this text first, then save it.',
  },
  SESSION_LIMIT_REACHED: {
    status: 409,
    message: 'Your history is full. Delete older sessions to save new ones.',
  },
  ALREADY_SUBSCRIBED: { status: 409, message: 'You already have an active Pro subscription.' },
  NO_ACTIVE_SUBSCRIPTION: { status: 409, message: 'You do not have an active subscription to cancel.' },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    message: 'This Idempotency-Key was already used for a different request.',
  },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'Invalid payment webhook signature.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  PROCESSING_FAILED: { status: 502, message: 'Processing failed' },
  PROCESSING_TOO_COMPLEX: {
    status: 422,
    message:
      'This text took too long to restructure and was stopped. Please shorten it or split its longest ' +
      'sentences, then try again; you have not been charged.',
  },
  PROCESSING_TIMEOUT: {
    status: 504,
    message: 'Processing took too long and was stopped. Please try again; you have not been charged.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service is temporarily unavailable. Please try again in a moment.',
  },
  UPSTREAM_TIMEOUT: { status: 504, message: 'The service did not answer in time. Please try again.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The JSON body of every error an HTTP service returns (the gateway's API answers it). */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  /** Kept as `error` and `message` both: the frontend reads `error` on cancel and `message` elsewhere. */
  message: string;
  error: string;
  /** Present on 500s: the id under which the detail was logged. */
  errorId?: string;
  /** Field-level detail for validation errors. */
  details?: string[];
}

/**
 * The error of a failed call between services (the transport's reply envelope): not ErrorBody,
 * whose HTTP shape (`statusCode`, `error`) the gateway builds from it.
 */
export interface ErrorPayload {
  code: ErrorCode;
  status: number;
  message: string;
  errorId?: string;
  details?: string[];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/**
 * What a PROCESSING_FAILED error says, by cause (the client shows the server's message, or
 * 'Processing failed' when there is none). A model answer that fails the fidelity check is never shown as a result.
 */
export const PROCESSING_FAILURE_MESSAGES = {
  /** A model answer dropped, repeated, changed or invented a sentence, and so did its one retry. */
  fidelity: 'The AI returned text that did not match your input. Please try again.',
  /** A model answer that was not the structured result asked for, and neither was its one retry. */
  malformedAnswer: 'The AI returned an answer in an unexpected format. Please try again.',
  /** The AI provider kept failing (rate limit, server error, timeout) through every retry. */
  providerUnavailable: 'The AI service is busy right now. Please try again in a moment.',
} as const;
