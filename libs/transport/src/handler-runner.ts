import type { LoggerService } from '@nestjs/common';
import type { MessageHandler, WritePacket } from '@nestjs/microservices';
import { finalize, lastValueFrom, throwError, type Observable } from 'rxjs';
import type { Delivery } from './consumer-group.js';
import { RedisStreamsContext } from './context.js';
import type { EventEnvelope, ReplyEnvelope, RequestEnvelope } from './envelope.js';
import { toErrorPayload } from './errors.js';

/** A handler still running this long after its request's deadline gives its slot back. */
const OVERDUE_GRACE_MS = 1_000;
/** setTimeout fires at once for longer delays than this. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * What the runner uses of Nest's `Server`: the registered handlers and the request and event
 * pipelines around them (interceptors, filters, processing hooks). The server passes its own.
 */
export interface NestPipeline {
  handlerFor(pattern: string): MessageHandler | null;
  handleRequest(
    ctx: RedisStreamsContext,
    produce: () => Promise<Observable<unknown>>,
    respond: (packet: WritePacket) => void,
  ): unknown;
  runWithProcessingHooks(ctx: RedisStreamsContext, run: (runEndHook: () => void) => Promise<void>): unknown;
  toObservable(result: unknown): Observable<unknown>;
}

/** Runs the handler of a request or an event through Nest's pipeline, with its RedisStreamsContext. */
export class HandlerRunner {
  constructor(
    private readonly nest: NestPipeline,
    private readonly logger: LoggerService,
  ) {}

  handlerFor(pattern: string): MessageHandler | null {
    return this.nest.handlerFor(pattern);
  }

  /** The reply of the handler, or undefined when it is still running well past the deadline. */
  runRequest(delivery: Delivery, envelope: RequestEnvelope): Promise<ReplyEnvelope | undefined> {
    const handler = this.nest.handlerFor(envelope.pattern);
    const what = `handler for "${envelope.pattern}" (request ${envelope.id})`;
    if (!handler || handler.isEventHandler) {
      const error = toErrorPayload(
        new Error(`no handler for pattern "${envelope.pattern}"`),
        this.logger,
        what,
      );
      return Promise.resolve({ id: envelope.id, error });
    }
    const ctx = contextOf(delivery, envelope, envelope.deadline);
    return new Promise((resolve) => {
      const values: unknown[] = [];
      let failure: { error: unknown } | undefined;
      const overdueInMs = Math.min(envelope.deadline - Date.now() + OVERDUE_GRACE_MS, MAX_TIMER_MS);
      const overdue = setTimeout(() => resolve(undefined), overdueInMs);
      // Server.send hands us every emitted value, then the error if any, and marks the last packet disposed.
      const respond = (packet: WritePacket): void => {
        if ('err' in packet) failure = { error: packet.err };
        else if ('response' in packet) values.push(packet.response);
        if (!packet.isDisposed) return;
        clearTimeout(overdue);
        resolve(
          failure
            ? { id: envelope.id, error: toErrorPayload(failure.error, this.logger, what) }
            : { id: envelope.id, values },
        );
      };
      const produce = async (): Promise<Observable<unknown>> => {
        try {
          return this.nest.toObservable(await handler(envelope.data, ctx));
        } catch (error) {
          return throwError(() => error);
        }
      };
      ignoreRejection(this.nest.handleRequest(ctx, produce, respond));
    });
  }

  /** Like Server.handleEvent, but waits for the handler's stream to finish and reports its failure. */
  runEvent(handler: MessageHandler, delivery: Delivery, envelope: EventEnvelope): Promise<void> {
    const ctx = contextOf(delivery, envelope, undefined);
    return new Promise((resolve, reject) => {
      ignoreRejection(
        this.nest.runWithProcessingHooks(ctx, async (runEndHook) => {
          try {
            const result: unknown = await handler(envelope.data, ctx);
            await lastValueFrom(this.nest.toObservable(result).pipe(finalize(runEndHook)), {
              defaultValue: undefined,
            });
            resolve();
          } catch (error) {
            runEndHook();
            reject(error as Error);
          }
        }),
      );
    });
  }
}

function contextOf(
  delivery: Delivery,
  envelope: { id: string; pattern: string; headers: Record<string, string> },
  deadline: number | undefined,
): RedisStreamsContext {
  return new RedisStreamsContext({
    pattern: envelope.pattern,
    messageId: envelope.id,
    entryId: delivery.entry.id,
    stream: delivery.stream.key,
    deliveryCount: delivery.deliveryCount,
    deadline,
    headers: envelope.headers,
  });
}

function ignoreRejection(value: unknown): void {
  if (value instanceof Promise) value.catch(() => undefined);
}
