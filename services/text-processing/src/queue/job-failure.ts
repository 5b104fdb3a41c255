import { UnrecoverableError } from 'bullmq';
import { ERROR_CODES, isErrorCode, type ErrorCode } from '@untangle/contracts';

/**
 * BullMQ keeps only an error's message (`failedReason`). A worker that fails a job for a reason the
 * member should read writes it as `[CODE] message`; the api part turns that back into a coded error.
 * Anything else in a failedReason (a crash, "job stalled more than allowable limit") is for the log.
 */
export function failureReason(code: ErrorCode, message: string = ERROR_CODES[code].message): string {
  return `[${code}] ${message}`;
}

/** A failure worth retrying with backoff (the provider was busy, down or slow). */
export function transientFailure(code: ErrorCode, message?: string): Error {
  return new Error(failureReason(code, message));
}

/** A failure no retry can fix: BullMQ fails the job at once, whatever attempts are left. */
export function permanentFailure(code: ErrorCode, message?: string): UnrecoverableError {
  return new UnrecoverableError(failureReason(code, message));
}

export interface DecodedFailure {
  code: ErrorCode;
  message: string;
  /** False when the reason was not written by us: log it, show the member the code's message. */
  coded: boolean;
}

const CODED = /^\[([A-Z_]+)\] ([\s\S]*)$/;

export function decodeFailure(
  reason: string | undefined,
  fallback: ErrorCode = 'PROCESSING_FAILED',
): DecodedFailure {
  const match = CODED.exec(reason ?? '');
  if (match && isErrorCode(match[1]) && match[2]) return { code: match[1], message: match[2], coded: true };
  return { code: fallback, message: ERROR_CODES[fallback].message, coded: false };
}
