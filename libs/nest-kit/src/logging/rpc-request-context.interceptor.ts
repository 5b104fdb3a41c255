import { randomUUID } from 'node:crypto';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { TRACE_ID_HEADER } from '@untangle/contracts';
import { codedPayload, RedisStreamsContext } from '@untangle/transport';
import type { Logger } from 'pino';
import { Observable, tap } from 'rxjs';
import { requestContext } from './request-context.js';

/**
 * Runs each transport handler inside the caller's trace id, so log lines of one request line up
 * across services, and logs one line per handled request (the RPC twin of the HTTP access log).
 */
@Injectable()
export class RpcRequestContextInterceptor implements NestInterceptor {
  constructor(private readonly logger?: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc: unknown = context.switchToRpc().getContext();
    const traceId =
      rpc instanceof RedisStreamsContext ? (rpc.headers[TRACE_ID_HEADER] ?? rpc.messageId) : randomUUID();
    const pattern = rpc instanceof RedisStreamsContext ? rpc.pattern : context.getHandler().name;
    const started = performance.now();
    const done = (outcome: string) =>
      this.logger?.info({ pattern, outcome, ms: Math.round(performance.now() - started) }, 'rpc');
    return new Observable((subscriber) =>
      requestContext.run({ traceId }, () =>
        next
          .handle()
          .pipe(
            tap({
              complete: () => done('ok'),
              error: (error: unknown) => done(codedPayload(error)?.code ?? 'INTERNAL'),
            }),
          )
          .subscribe(subscriber),
      ),
    );
  }
}
