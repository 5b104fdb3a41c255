import { ERROR_CODES, isErrorCode, type ErrorBody, type ErrorCode } from '@untangle/contracts';

export interface CodedErrorLike {
  code: ErrorCode;
  status?: number;
  message?: string;
  errorId?: string;
  details?: string[];
}

/**
 * Recognises a coded error whatever its class: a transport error from a downstream service, a
 * ServiceError thrown here (an RpcException whose payload is coded), or a plain `{ code }` object.
 */
export function asCodedError(error: unknown): CodedErrorLike | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as { code?: unknown; getError?: () => unknown };
  if (isErrorCode(candidate.code)) return candidate as CodedErrorLike;
  if (typeof candidate.getError === 'function') {
    const payload = candidate.getError();
    if (
      typeof payload === 'object' &&
      payload !== null &&
      isErrorCode((payload as { code?: unknown }).code)
    ) {
      return payload as CodedErrorLike;
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
