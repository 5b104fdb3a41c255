import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Logger, type LoggerService } from '@nestjs/common';
import {
  Server,
  type CustomTransportStrategy,
  type MessageHandler,
  type WritePacket,
} from '@nestjs/microservices';
import type { ErrorPayload } from '@untangle/contracts';
import type { Redis } from 'ioredis';
import { finalize, lastValueFrom, throwError, type Observable } from 'rxjs';
import { createConnection, isNoGroupError, sleep, whenReady } from './connections.js';
import { ConsumerGroup, type Delivery, type GroupStream } from './consumer-group.js';
import { RedisStreamsContext } from './context.js';
import {
  decodeEvent,
  decodeRequest,
  encodeEntry,
  type ReplyEnvelope,
  type RequestEnvelope,
} from './envelope.js';
import { describeError, toErrorPayload } from './errors.js';
import { DEFAULT_KEY_PREFIX, serviceKeys, type ServiceKeys } from './keys.js';

/** Lets a handler be bound to this transport only: `@MessagePattern('x', REDIS_STREAMS_TRANSPORT)`. */
export const REDIS_STREAMS_TRANSPORT = Symbol.for('untangle:redis-streams');

export interface RedisStreamsServerOptions {
  url: string;
  /** This service's name: its request stream and its consumer group. */
  service: string;
  /** Default 'untangle:'. */
  keyPrefix?: string;
  /** Default `${hostname}-${pid}-${random}`: unique per process, so a restarted replica is a new consumer. */
  consumerName?: string;
  /** Most handlers in flight at once. Default 32. */
  concurrency?: number;
  /**
   * Entries unacknowledged for longer than this are taken over from their (dead) consumer. Default
   * 5000. Live replicas refresh what they hold every claimIdleMs/4, so this only has to outlast an
   * event-loop stall; a request whose replica dies restarts elsewhere at most claimIdleMs + 1 s later,
   * which leaves about 4 s of the clients' 10 s default deadline. Keep it well below
   * `deadline - handler time`.
   */
  claimIdleMs?: number;
  /** A message delivered more often than this is given up on (poison): INTERNAL reply, acked. Default 5. */
  maxDeliveries?: number;
  /** How long close() waits for in-flight handlers. Default 10000; what is left is reclaimed elsewhere. */
  shutdownTimeoutMs?: number;
  /** BLOCK of one read; bounds how long close() waits for the read in progress. Default 1000. */
  blockMs?: number;
  logger?: LoggerService;
}

export interface ServerStats {
  handled: number;
  failed: number;
  reclaimed: number;
  expired: number;
  deadLettered: number;
  inFlight: number;
}

/** A handler still running this long after its request's deadline gives its slot back. */
const OVERDUE_GRACE_MS = 1_000;
/** setTimeout fires at once for longer delays than this. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Look for consumers left by dead replicas about every minute. */
const PRUNE_EVERY_MS = 60_000;

type Status = 'connected' | 'disconnected' | 'reconnecting';

/**
 * NestJS transport strategy on Redis Streams: every replica of a service reads the service's request
 * stream in one consumer group, so each request runs on exactly one replica; it is acknowledged (and
 * deleted) only once its reply is written, and taken over by another replica if this one dies.
 */
export class RedisStreamsServer
  extends Server<Record<string, never>, Status>
  implements CustomTransportStrategy
{
  override transportId = REDIS_STREAMS_TRANSPORT;
  /** Event handler failures come back to us, so the event stays pending and is retried. */
  override readonly propagatesEventHandlerErrors = true;
  protected override readonly logger: LoggerService;

  private readonly settings: Required<Omit<RedisStreamsServerOptions, 'logger'>>;
  private readonly keys: ServiceKeys;
  private commands?: Redis;
  private reader?: Redis;
  private group?: ConsumerGroup;
  /** Deliveries started, by `${stream}\n${entryId}`. */
  private readonly inFlight = new Map<string, { delivery: Delivery; done: Promise<void> }>();
  /** Deliveries received while every slot was taken: ours in the PEL, started as slots free up. */
  private readonly backlog: Delivery[] = [];
  private slotWaiter?: () => void;
  private closing = false;
  /** Aborted by close(): ends waits of the read loop. */
  private readonly stopping = new AbortController();
  private closed?: Promise<void>;
  private readLoop?: Promise<void>;
  private maintenanceTimer?: NodeJS.Timeout;
  private maintaining = false;
  private lastPrune = Date.now();
  private lastWarning = 0;
  private readonly counters = { handled: 0, failed: 0, reclaimed: 0, expired: 0, deadLettered: 0 };

  constructor(options: RedisStreamsServerOptions) {
    super();
    this.logger = options.logger ?? new Logger(RedisStreamsServer.name);
    this.settings = {
      url: options.url,
      service: options.service,
      keyPrefix: options.keyPrefix ?? DEFAULT_KEY_PREFIX,
      consumerName: options.consumerName ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`,
      concurrency: Math.max(1, options.concurrency ?? 32),
      claimIdleMs: Math.max(100, options.claimIdleMs ?? 5_000),
      maxDeliveries: Math.max(1, options.maxDeliveries ?? 5),
      shutdownTimeoutMs: options.shutdownTimeoutMs ?? 10_000,
      blockMs: Math.max(10, options.blockMs ?? 1_000),
    };
    this.keys = serviceKeys(this.settings.keyPrefix, this.settings.service);
  }

  get consumerName(): string {
    return this.settings.consumerName;
  }

  /** In-process counters of this replica (the shared ones are in Redis: see getTransportStats). */
  stats(): ServerStats {
    return { ...this.counters, inFlight: this.inFlight.size + this.backlog.length };
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    const { url, consumerName } = this.settings;
    try {
      this.commands = createConnection(url, 'command', `${consumerName}:commands`);
      this.reader = createConnection(url, 'blocking', `${consumerName}:reader`, this.settings.blockMs);
      this.watch(this.commands);
      this.reader.on('error', (error: Error) => this.warn(`Redis (reader): ${error.message}`));
      await Promise.all([this.commands.connect(), this.reader.connect()]);
      this.group = new ConsumerGroup(
        this.commands,
        this.reader,
        this.keys,
        consumerName,
        this.streamsToRead(),
      );
      await this.group.ensure(false);
    } catch (error) {
      this.commands?.disconnect();
      this.reader?.disconnect();
      callback(error);
      return;
    }
    if (this.group.streams.length === 0) {
      this.logger.warn(
        `No @MessagePattern or @EventPattern handlers registered for "${this.settings.service}"`,
      );
    }
    this.readLoop = this.runReadLoop(this.group);
    this.maintenanceTimer = setInterval(() => void this.maintain(), this.maintenanceIntervalMs());
    this._status$.next('connected');
    callback();
  }

  /**
   * Stops reading, lets the read in progress return (so nothing it delivered is stranded), waits up to
   * shutdownTimeoutMs for the handlers in flight while still refreshing their claims, then quits.
   */
  close(): Promise<void> {
    this.closed ??= this.shutdown();
    return this.closed;
  }

  unwrap<T>(): T {
    if (!this.commands) throw new Error('RedisStreamsServer is not listening yet');
    return this.commands as T;
  }

  on(event: string, callback: (...args: unknown[]) => void): void {
    if (!this.commands) throw new Error('RedisStreamsServer is not listening yet');
    this.commands.on(event, callback);
  }

  /** Requests if there is a @MessagePattern handler, events if there is an @EventPattern one. */
  private streamsToRead(): GroupStream[] {
    const handlers = [...this.getHandlers().values()];
    const wanted: Array<[boolean, GroupStream]> = [
      [handlers.some((handler) => !handler.isEventHandler), { key: this.keys.requests, kind: 'request' }],
      [handlers.some((handler) => handler.isEventHandler), { key: this.keys.events, kind: 'event' }],
    ];
    return wanted.filter(([needed]) => needed).map(([, stream]) => stream);
  }

  private async runReadLoop(group: ConsumerGroup): Promise<void> {
    let failures = 0;
    while (!this.closing && group.streams.length > 0) {
      await this.waitForSlot();
      if (this.closing) break;
      const capacity = this.freeSlots();
      try {
        // COUNT is per stream; anything beyond the free slots waits in the backlog.
        const deliveries = await group.read(
          Math.max(1, Math.ceil(capacity / group.streams.length)),
          this.settings.blockMs,
        );
        failures = 0;
        for (const delivery of deliveries) this.start(delivery);
      } catch (error) {
        if (this.closing) break;
        if (isNoGroupError(error)) {
          // Redis came back empty (restart without persistence): recreate the groups and go on.
          this.logger.warn(`Consumer group "${this.keys.group}" is gone; recreating it`);
          await group
            .ensure(true)
            .catch((ensureError: unknown) =>
              this.warn(`Recreating the group: ${describeError(ensureError)}`),
            );
          continue;
        }
        failures += 1;
        this.warn(`Reading ${this.keys.requests}: ${error instanceof Error ? error.message : String(error)}`);
        // Connection down: wait for it to come back; any other error: back off a little.
        await (this.reader!.status === 'ready'
          ? sleep(Math.min(50 * 2 ** failures, 1_000))
          : whenReady(this.reader!, 1_000, this.stopping.signal));
      }
    }
  }

  private freeSlots(): number {
    return this.settings.concurrency - this.inFlight.size - this.backlog.length;
  }

  private waitForSlot(): Promise<void> {
    if (this.closing || this.freeSlots() > 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.slotWaiter = resolve;
    });
  }

  private start(delivery: Delivery): void {
    if (this.inFlight.size >= this.settings.concurrency) {
      this.backlog.push(delivery);
      return;
    }
    const id = flightId(delivery);
    const done = this.process(delivery)
      .catch((error: unknown) => {
        // Left unacknowledged: it will be reclaimed and retried.
        this.logger.error(
          `Processing ${delivery.stream.key} ${delivery.entry.id} failed: ${describeError(error)}`,
        );
      })
      .finally(() => {
        this.inFlight.delete(id);
        const next = this.backlog.shift();
        if (next) this.start(next);
        const waiter = this.slotWaiter;
        this.slotWaiter = undefined;
        waiter?.();
      });
    this.inFlight.set(id, { delivery, done });
  }

  private process(delivery: Delivery): Promise<void> {
    return delivery.stream.kind === 'request' ? this.processRequest(delivery) : this.processEvent(delivery);
  }

  private async processRequest(delivery: Delivery): Promise<void> {
    const group = this.group!;
    const envelope = decodeRequest(delivery.entry.fields);
    if (!envelope || !envelope.replyTo.startsWith(`${this.settings.keyPrefix}reply:`)) {
      this.logger.error(`Dropping malformed request ${delivery.entry.id} on ${delivery.stream.key}`);
      await this.deadLetter(delivery, 'malformed');
      await group.finishRequest(delivery, undefined, 'deadLettered');
      return;
    }
    if (delivery.deliveryCount > this.settings.maxDeliveries) {
      const error = toErrorPayload(
        new Error(
          `delivered ${delivery.deliveryCount} times (limit ${this.settings.maxDeliveries}); given up`,
        ),
        this.logger,
        `request "${envelope.pattern}" ${envelope.id}`,
      );
      await this.deadLetter(delivery, 'too many deliveries');
      await group.finishRequest(delivery, this.reply(envelope, { id: envelope.id, error }), 'deadLettered');
      return;
    }
    // Checked right before running: a request is never executed once its caller has given up.
    if (Date.now() >= envelope.deadline) {
      this.counters.expired += 1;
      await group.finishRequest(delivery, undefined, 'expired');
      return;
    }
    const reply = await this.runRequest(delivery, envelope);
    if (!reply) {
      this.counters.expired += 1;
      this.logger.warn(
        `Handler for "${envelope.pattern}" (${envelope.id}) still running past its deadline; acknowledged without a reply`,
      );
      await group.finishRequest(delivery, undefined, 'expired');
      return;
    }
    if ('error' in reply) this.counters.failed += 1;
    else this.counters.handled += 1;
    await group.finishRequest(delivery, this.reply(envelope, reply));
  }

  /** The reply of the handler, or undefined when it is still running well past the deadline. */
  private runRequest(delivery: Delivery, envelope: RequestEnvelope): Promise<ReplyEnvelope | undefined> {
    const handler = this.getHandlerByPattern(envelope.pattern);
    const what = `handler for "${envelope.pattern}" (request ${envelope.id})`;
    if (!handler || handler.isEventHandler) {
      const error = toErrorPayload(
        new Error(`no handler for pattern "${envelope.pattern}"`),
        this.logger,
        what,
      );
      return Promise.resolve({ id: envelope.id, error });
    }
    const ctx = this.context(delivery, envelope, envelope.deadline);
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
          return this.transformToObservable(await handler(envelope.data, ctx));
        } catch (error) {
          return throwError(() => error);
        }
      };
      ignoreRejection(this.handleRequest(ctx, produce, respond));
    });
  }

  private reply(
    envelope: RequestEnvelope,
    reply: ReplyEnvelope,
  ): { replyTo: string; fields: [string, string] } {
    try {
      return { replyTo: envelope.replyTo, fields: encodeEntry(reply) };
    } catch (error) {
      const payload: ErrorPayload = toErrorPayload(
        error,
        this.logger,
        `encoding the reply to "${envelope.pattern}"`,
      );
      return { replyTo: envelope.replyTo, fields: encodeEntry({ id: envelope.id, error: payload }) };
    }
  }

  private async processEvent(delivery: Delivery): Promise<void> {
    const group = this.group!;
    const envelope = decodeEvent(delivery.entry.fields);
    if (!envelope) {
      this.logger.error(`Dropping malformed event ${delivery.entry.id}`);
      await this.deadLetter(delivery, 'malformed');
      await group.ackEvent(delivery, 'deadLettered');
      return;
    }
    const handler = this.getHandlerByPattern(envelope.pattern);
    // Every subscribing service's group sees every event; those without a handler just move on.
    if (!handler?.isEventHandler) {
      await group.ackEvent(delivery);
      return;
    }
    if (delivery.deliveryCount > this.settings.maxDeliveries) {
      this.logger.error(
        `Event "${envelope.pattern}" ${envelope.id} failed ${delivery.deliveryCount - 1} times; dead-lettered`,
      );
      await this.deadLetter(delivery, 'too many deliveries');
      await group.ackEvent(delivery, 'deadLettered');
      return;
    }
    try {
      await this.runEvent(handler, this.context(delivery, envelope, undefined), envelope.data);
    } catch (error) {
      // Not acknowledged: once idle for claimIdleMs it is reclaimed and retried, up to maxDeliveries.
      this.counters.failed += 1;
      toErrorPayload(error, this.logger, `event handler for "${envelope.pattern}" (event ${envelope.id})`);
      return;
    }
    this.counters.handled += 1;
    await group.ackEvent(delivery);
  }

  /** Like Server.handleEvent, but waits for the handler's stream to finish and reports its failure. */
  private runEvent(handler: MessageHandler, ctx: RedisStreamsContext, data: unknown): Promise<void> {
    return new Promise((resolve, reject) => {
      ignoreRejection(
        this.runWithProcessingHooks(ctx, async (runEndHook) => {
          try {
            const result: unknown = await handler(data, ctx);
            await lastValueFrom(this.transformToObservable(result).pipe(finalize(runEndHook)), {
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

  private context(
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

  private async deadLetter(delivery: Delivery, reason: string): Promise<void> {
    this.counters.deadLettered += 1;
    await this.group!.recordDeadLetter(delivery, reason).catch((error: unknown) =>
      this.warn(`Recording a dead letter: ${describeError(error)}`),
    );
  }

  private maintenanceIntervalMs(): number {
    return Math.max(50, Math.min(1_000, Math.floor(this.settings.claimIdleMs / 4)));
  }

  /** Refreshes the claims on what we hold; unless closing, takes over what dead replicas left. */
  private async maintain(): Promise<void> {
    const group = this.group;
    if (this.maintaining || !group) return;
    this.maintaining = true;
    try {
      await this.heartbeat(group);
      if (this.closing) return;
      for (const stream of group.streams) {
        const capacity = this.freeSlots();
        if (capacity <= 0) break;
        const taken = (await group.reclaim(stream, this.settings.claimIdleMs, capacity)).filter(
          (delivery) => !this.holds(delivery),
        );
        if (taken.length === 0) continue;
        this.counters.reclaimed += taken.length;
        await group.increment('reclaimed', taken.length);
        for (const delivery of taken) this.start(delivery);
      }
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        await group.pruneConsumers(Math.max(PRUNE_EVERY_MS, 10 * this.settings.claimIdleMs));
      }
    } catch (error) {
      this.warn(`Maintenance of ${this.keys.group}: ${describeError(error)}`);
    } finally {
      this.maintaining = false;
    }
  }

  private async heartbeat(group: ConsumerGroup): Promise<void> {
    const held = [...[...this.inFlight.values()].map(({ delivery }) => delivery), ...this.backlog];
    for (const stream of group.streams) {
      const ids = held.filter((delivery) => delivery.stream.key === stream.key).map(({ entry }) => entry.id);
      await group.heartbeat(stream, ids);
    }
  }

  private holds(delivery: Delivery): boolean {
    const id = flightId(delivery);
    return this.inFlight.has(id) || this.backlog.some((queued) => flightId(queued) === id);
  }

  private async shutdown(): Promise<void> {
    this.closing = true;
    this.stopping.abort();
    const waiter = this.slotWaiter;
    this.slotWaiter = undefined;
    waiter?.();
    if (this.readLoop && !(await settlesWithin(this.readLoop, this.settings.blockMs + 2_500))) {
      this.reader?.disconnect();
    }
    const drained = await settlesWithin(this.drain(), this.settings.shutdownTimeoutMs);
    if (!drained) {
      this.logger.warn(
        `${this.inFlight.size + this.backlog.length} message(s) still in flight after ${this.settings.shutdownTimeoutMs} ms; another replica will reclaim them`,
      );
    }
    clearInterval(this.maintenanceTimer);
    if (drained && this.group) {
      // Leave no consumer behind, unless it still holds entries for others to reclaim.
      await settlesWithin(
        this.group.removeSelfIfIdle().catch(() => undefined),
        1_000,
      );
    }
    await Promise.all([quit(this.commands), quit(this.reader)]);
    this._status$.next('disconnected');
  }

  private async drain(): Promise<void> {
    while (this.inFlight.size > 0) {
      await Promise.allSettled([...this.inFlight.values()].map(({ done }) => done));
    }
  }

  private watch(connection: Redis): void {
    connection.on('ready', () => this._status$.next('connected'));
    connection.on('reconnecting', () => {
      if (!this.closing) this._status$.next('reconnecting');
    });
    connection.on('error', (error: Error) => this.warn(`Redis: ${error.message}`));
  }

  /** Connection trouble repeats every retry; one line every few seconds is enough. */
  private warn(message: string): void {
    if (this.closing || Date.now() - this.lastWarning < 5_000) return;
    this.lastWarning = Date.now();
    this.logger.warn(message);
  }
}

function flightId(delivery: Delivery): string {
  return `${delivery.stream.key}\n${delivery.entry.id}`;
}

function ignoreRejection(value: unknown): void {
  if (value instanceof Promise) value.catch(() => undefined);
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function quit(connection: Redis | undefined): Promise<void> {
  if (!connection || connection.status === 'end') return;
  const quitted = await settlesWithin(
    connection.quit().catch(() => undefined),
    1_000,
  );
  if (!quitted) connection.disconnect();
}
