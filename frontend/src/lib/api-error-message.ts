import { trimEndMatching } from '@untangle/text-validation';
import { isApiError } from '../app/request-helper';

/** The server's `message` from an error body, else the fallback (e.g. 'Processing failed'). */
export function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    if (error.status === 'AUTH_REQUIRED') return error.message;
    const message = error.body?.message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/** The server's `error` field (the cancel call reads it), else its message, else the fallback. */
export function serverErrorText(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.body?.error === 'string' && error.body.error.trim()) {
    // Nest-style bodies put the status phrase in `error`; the readable text is in `message`.
    return error.body.code ? serverMessage(error, fallback) : error.body.error;
  }
  return serverMessage(error, fallback);
}

export function errorStatus(error: unknown): number | string | undefined {
  return isApiError(error) ? error.status : undefined;
}

export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.body?.code : undefined;
}

/** 'Boom.' + '. If the problem persists…' must not read 'Boom.. If'. */
export function withoutFinalPeriod(message: string): string {
  return trimEndMatching(message, /[.\s]/);
}
