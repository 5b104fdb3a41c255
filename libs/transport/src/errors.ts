import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { ERROR_CODES, isErrorCode, type ErrorCode, type ErrorPayload } from '@untangle/contracts';

function payloadOf(code: ErrorCode, message?: string, details?: string[], errorId?: string): ErrorPayload {
  return {
    code,
    status: ERROR_CODES[code].status,
    message: message ?? ERROR_CODES[code].message,
    ...(errorId ? { errorId } : {}),
    ...(details && details.length > 0 ? { details } : {}),
  };
}

/** Thrown by a handler to answer with a coded error; status and default message come from ERROR_CODES. */
export class ServiceError extends RpcException {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: string[];

  constructor(code: ErrorCode, message?: string, details?: string[]) {
    super(payloadOf(code, message, details));
    this.name = 'ServiceError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.details = details;
  }

  toPayload(): ErrorPayload {
    return this.getError() as ErrorPayload;
  }
}

/** How a failed call reaches the caller: the coded error of the handler, a timeout, or an outage. */
export class TransportError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errorId?: string;
  readonly details?: string[];

  constructor(code: ErrorCode, message?: string, extra: { errorId?: string; details?: string[] } = {}) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'TransportError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    if (extra.errorId) this.errorId = extra.errorId;
    if (extra.details && extra.details.length > 0) this.details = extra.details;
  }

  static fromPayload(payload: ErrorPayload): TransportError {
    return new TransportError(payload.code, payload.message, payload);
  }

  toPayload(): ErrorPayload {
    return payloadOf(this.code, this.message, this.details, this.errorId);
  }
}

/**
 * The coded payload carried by `error`, when it has one: a ServiceError, a TransportError from a
 * downstream call (passed on unchanged so its code and errorId reach the original caller), or the
 * plain payload object Nest's RPC exception filter turns a ServiceError into.
 */
export function codedPayload(error: unknown): ErrorPayload | undefined {
  if (error instanceof ServiceError || error instanceof TransportError) return error.toPayload();
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as Partial<Record<keyof ErrorPayload, unknown>>;
  if (!isErrorCode(candidate.code)) return undefined;
  return payloadOf(
    candidate.code,
    typeof candidate.message === 'string' ? candidate.message : undefined,
    isStringArray(candidate.details) ? candidate.details : undefined,
    typeof candidate.errorId === 'string' ? candidate.errorId : undefined,
  );
}

/**
 * Turns whatever a handler failed with into what may cross the wire. Anything uncoded becomes
 * INTERNAL with a fresh errorId; its detail goes only to this side's log, under that id.
 */
export function toErrorPayload(error: unknown, logger: LoggerService, what: string): ErrorPayload {
  const coded = codedPayload(error);
  if (coded) return coded;
  const errorId = randomUUID();
  const hint = isNestGenericError(error)
    ? " (Nest's RpcExceptionsHandler logged the detail without this id: register TransportExceptionFilter)"
    : '';
  logger.error(`errorId=${errorId} ${what} failed: ${describeError(error)}${hint}`);
  return payloadOf('INTERNAL', undefined, undefined, errorId);
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** What Nest's default RPC exception filter leaves of an uncoded error: the detail is already gone. */
function isNestGenericError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 'error';
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
