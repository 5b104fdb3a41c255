import { randomUUID } from 'node:crypto';
import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { ErrorBody, ErrorCode } from '@untangle/contracts';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { asCodedError, errorBody } from './coded-error.js';

/** Fastify's own errors (body parsing, limits) and what they mean to a client. */
const FASTIFY_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_JSON',
};

const HTTP_STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'AUTH_REQUIRED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Maps every error to the JSON body of contracts' ErrorBody. Coded errors keep their status and
 * message; anything unexpected becomes a 500 whose detail is logged under an error id that the
 * client also receives.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    // Registered for HTTP only; an RPC context reaching here is a wiring mistake worth surfacing.
    if (host.getType() !== 'http') throw exception;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500 && body.code === 'INTERNAL') {
      this.logger.error({ err: exception, errorId: body.errorId }, 'unhandled error');
    } else if (body.statusCode >= 500) {
      this.logger.warn({ code: body.code, errorId: body.errorId }, body.message);
    }
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  toBody(exception: unknown): ErrorBody {
    const coded = asCodedError(exception);
    if (coded) return errorBody(coded.code, coded.message, coded);

    // Nest wraps Fastify's body-parsing errors in an HttpException whose cause is the FastifyError.
    const fastifyCode = codeOf(exception) ?? codeOf((exception as { cause?: unknown })?.cause);
    if (fastifyCode && FASTIFY_ERRORS[fastifyCode]) return errorBody(FASTIFY_ERRORS[fastifyCode]);
    if (exception instanceof SyntaxError && (exception as { statusCode?: number }).statusCode === 400) {
      return errorBody('MALFORMED_JSON');
    }

    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const code = HTTP_STATUS_CODES[status];
      if (code) return errorBody(code, status === 404 ? 'Not found.' : undefined, { status });
    }

    const errorId = randomUUID();
    return errorBody('INTERNAL', `Something went wrong on our side. Error id: ${errorId}`, { errorId });
  }
}

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}
