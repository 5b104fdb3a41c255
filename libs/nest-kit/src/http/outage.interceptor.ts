import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { ServiceError } from '@untangle/transport';
import { catchError, throwError, type Observable } from 'rxjs';
import { isDependencyOutage } from './outage.js';

/** Answers a handler that failed because Postgres or Redis is away with 503 SERVICE_UNAVAILABLE. */
@Injectable()
export class DependencyOutageInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          throwError(() => (isDependencyOutage(error) ? new ServiceError('SERVICE_UNAVAILABLE') : error)),
        ),
      );
  }
}
