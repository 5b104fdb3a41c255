import {
  Catch,
  Logger,
  type ArgumentsHost,
  type LoggerService,
  type RpcExceptionFilter,
} from '@nestjs/common';
import type { ErrorPayload } from '@untangle/contracts';
import { throwError, type Observable } from 'rxjs';
import { RedisStreamsContext } from './context.js';
import { toErrorPayload } from './errors.js';

/**
 * Register on a microservice that serves RedisStreamsServer (`app.useGlobalFilters(...)`; it is an
 * RPC filter, not for HTTP). Nest's default RPC filter reduces an unexpected error to "Internal
 * server error" and logs it on its own; this one logs the detail under the errorId the caller gets.
 * ServiceErrors (and coded errors from downstream calls) pass through unchanged.
 */
@Catch()
export class TransportExceptionFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: LoggerService = new Logger(TransportExceptionFilter.name)) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<ErrorPayload> {
    const ctx: unknown = host.switchToRpc().getContext();
    const what =
      ctx instanceof RedisStreamsContext ? `handler for "${ctx.pattern}" (${ctx.messageId})` : 'handler';
    const payload = toErrorPayload(exception, this.logger, what);
    return throwError(() => payload);
  }
}
