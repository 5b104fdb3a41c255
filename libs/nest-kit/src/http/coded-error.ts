import {
  ERROR_CODES,
  isErrorCode,
  type ErrorBody,
  type ErrorCode,
  type ErrorPayload,
} from '@untangle/contracts';

/** A coded error as thrown: its code, and whichever other fields of an ErrorPayload it carries. */
type CodedError = Pick<ErrorPayload, 'code'> & Partial<ErrorPayload>;

/**
 * Recognises a coded error whatever its class: a transport error from a downstream service, a
 * ServiceError thrown here (an RpcException whose payload is coded), or a plain `{ code }` object.
 */
export function asCodedError(error: unknown): CodedError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as { code?: unknown; getError?: () => unknown };
  if (isErrorCode(candidate.code)) return candidate as CodedError;
  if (typeof candidate.getError === 'function') {
    const payload = candidate.getError();
    if (
      typeof payload === 'object' &&
      payload !== null &&
      isErrorCode((payload as { code?: unknown }).code)
    ) {
      return payload as CodedError;
    }
  }
  return undefined;
}

export function errorBody(
  code: ErrorCode,
  message?: string,
  extra: { errorId?: string; details?: string[]; status?: number } = {},
): ErrorBody {
  const text = message ?? ERROR_CODES[code].message;
  return {
    statusCode: extra.status ?? ERROR_CODES[code].status,
    code,
    message: text,
    error: text,
    ...(extra.errorId ? { errorId: extra.errorId } : {}),
    ...(extra.details && extra.details.length > 0 ? { details: extra.details } : {}),
  };
}
