import { Logger, type LoggerService } from '@nestjs/common';
import { Server, type CustomTransportStrategy } from '@nestjs/microservices';
import type { Redis } from 'ioredis';
import { settlesWithin } from './connections.js';
import { ConsumerGroup, streamsToRead, type Delivery } from './consumer-group.js';
import { DeadLetters } from './dead-letters.js';
import { DeliverySlots } from './delivery-slots.js';
import { EventProcessor } from './event-processor.js';
import { HandlerRunner, type NestPipeline } from './handler-runner.js';
import { serviceKeys, type ServiceKeys } from './keys.js';
import { PendingReclaimer } from './pending-reclaimer.js';
import { runReadLoop } from './read-loop.js';
import { newReplicaCounters, type ServerStats } from './replica-counters.js';
import { ReplicaConnections } from './replica-connections.js';
import { RequestProcessor } from './request-processor.js';
import { resolveSettings, type RedisStreamsServerOptions, type ServerSettings } from './server-settings.js';
import { ThrottledWarnings } from './throttled-warnings.js';

export type { RedisStreamsServerOptions } from './server-settings.js';
export type { ServerStats } from './replica-counters.js';

/** Lets a handler be bound to this transport only: `@MessagePattern('x', REDIS_STREAMS_TRANSPORT)`. */
export const REDIS_STREAMS_TRANSPORT = Symbol.for('untangle:redis-streams');

type Status = 'connected' | 'disconnected' | 'reconnecting';

/** What listen() sets up once connected: the group and the collaborators that work on it. */
interface Listening {
  group: ConsumerGroup;
  requests: RequestProcessor;
  events: EventProcessor;
  reclaimer: PendingReclaimer;
  readLoop: Promise<void>;
}

/**
 * NestJS transport strategy on Redis Streams: every replica of a service reads the service's request
 * stream in one consumer group, so each request runs on exactly one replica; it is acknowledged (and
 * deleted) only once its reply is written, and taken over by another replica if this one dies.
 *
 * This class implements Nest's CustomTransportStrategy contract (listen, close, on, unwrap) and
 * composes the parts: ReplicaConnections, ConsumerGroup, runReadLoop, DeliverySlots,
 * RequestProcessor / EventProcessor (with HandlerRunner and DeadLetters) and PendingReclaimer.
 */
export class RedisStreamsServer
  extends Server<Record<string, never>, Status>
  implements CustomTransportStrategy
{
  override transportId = REDIS_STREAMS_TRANSPORT;
  /** Event handler failures come back to us, so the event stays pending and is retried. */
  override readonly propagatesEventHandlerErrors = true;
  protected override readonly logger: LoggerService;

  private readonly settings: ServerSettings;
  private readonly keys: ServiceKeys;
  private readonly counters = newReplicaCounters();
  /** Aborted by close(): nothing new is read or taken over, and waits of the read loop end. */
  private readonly stopping = new AbortController();
  private readonly warnings: ThrottledWarnings;
  private readonly slots: DeliverySlots;
  private connections?: ReplicaConnections;
  private listening?: Listening;
  private closed?: Promise<void>;

  constructor(options: RedisStreamsServerOptions) {
    super();
    this.logger = options.logger ?? new Logger(RedisStreamsServer.name);
    this.settings = resolveSettings(options);
    this.keys = serviceKeys(this.settings.keyPrefix, this.settings.service);
    this.warnings = new ThrottledWarnings(this.logger, () => this.stopping.signal.aborted);
    this.slots = new DeliverySlots(
      this.settings.concurrency,
      (delivery) => this.process(delivery),
      this.stopping.signal,
      this.logger,
    );
  }

  get consumerName(): string {
    return this.settings.consumerName;
  }

  /** In-process counters of this replica (the shared ones are in Redis: see getTransportStats). */
  stats(): ServerStats {
    return { ...this.counters, inFlight: this.slots.held };
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    let group: ConsumerGroup;
    try {
      group = await this.connect();
    } catch (error) {
      this.connections?.disconnect();
      callback(error);
      return;
    }
    if (group.streams.length === 0) {
      this.logger.warn(
        `No @MessagePattern or @EventPattern handlers registered for "${this.settings.service}"`,
      );
    }
    this.listening = this.compose(group, this.connections!.reader);
    this.listening.reclaimer.start();
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
    if (!this.connections) throw new Error('RedisStreamsServer is not listening yet');
    return this.connections.commands as T;
  }

  on(event: string, callback: (...args: unknown[]) => void): void {
    if (!this.connections) throw new Error('RedisStreamsServer is not listening yet');
    this.connections.commands.on(event, callback);
  }

  /** Opens both connections and creates the consumer group on the streams the handlers need. */
  private async connect(): Promise<ConsumerGroup> {
    const warn = (message: string) => this.warnings.warn(message);
    const connections = (this.connections = new ReplicaConnections(this.settings, warn));
    this.watch(connections.commands);
    await connections.connect();
    const streams = streamsToRead(this.getHandlers().values(), this.keys);
    const group = new ConsumerGroup(
      connections.commands,
      connections.reader,
      this.keys,
      this.settings.consumerName,
      streams,
    );
    await group.ensure(false);
    return group;
  }

  /** Builds the collaborators that work on the group and starts reading. */
  private compose(group: ConsumerGroup, reader: Redis): Listening {
    const { logger, counters, slots, settings, keys } = this;
    const stopping = this.stopping.signal;
    const warn = (message: string) => this.warnings.warn(message);
    const runner = new HandlerRunner(this.nestPipeline(), logger);
    const deadLetters = new DeadLetters(group, counters, warn);
    const processing = {
      group,
      runner,
      deadLetters,
      counters,
      logger,
      maxDeliveries: settings.maxDeliveries,
    };
    return {
      group,
      requests: new RequestProcessor({ ...processing, keyPrefix: settings.keyPrefix }),
      events: new EventProcessor(processing),
      reclaimer: new PendingReclaimer({
        group,
        slots,
        counters,
        claimIdleMs: settings.claimIdleMs,
        stopping,
        warn,
      }),
      readLoop: runReadLoop({
        group,
        reader,
        slots,
        keys,
        blockMs: settings.blockMs,
        stopping,
        logger,
        warn,
      }),
    };
  }

  /**
   * The route of a pattern is the pattern itself: ours are plain strings ('text.restructure'), so
   * Nest's default, which first tries JSON.parse and throws on every such message, is skipped.
   */
  override getRouteFromPattern(pattern: string): string {
    return this.normalizePattern(pattern);
  }

  /** Nest's handlers and pipelines (some protected in Server) for the HandlerRunner. */
  private nestPipeline(): NestPipeline {
    return {
      handlerFor: (pattern) => this.getHandlerByPattern(pattern),
      handleRequest: (ctx, produce, respond) => this.handleRequest(ctx, produce, respond),
      runWithProcessingHooks: (ctx, run) => this.runWithProcessingHooks(ctx, run),
      toObservable: (result) => this.transformToObservable(result),
    };
  }

  private process(delivery: Delivery): Promise<void> {
    const { requests, events } = this.listening!;
    return delivery.stream.kind === 'request' ? requests.process(delivery) : events.process(delivery);
  }

  private async shutdown(): Promise<void> {
    this.stopping.abort();
    this.slots.wake();
    const listening = this.listening;
    if (listening && !(await settlesWithin(listening.readLoop, this.settings.blockMs + 2_500))) {
      this.connections?.reader.disconnect();
    }
    const drained = await settlesWithin(this.slots.drain(), this.settings.shutdownTimeoutMs);
    if (!drained) {
      this.logger.warn(
        `${this.slots.held} message(s) still in flight after ${this.settings.shutdownTimeoutMs} ms; another replica will reclaim them`,
      );
    }
    listening?.reclaimer.stop();
    if (drained && listening) {
      // Leave no consumer behind, unless it still holds entries for others to reclaim.
      await settlesWithin(
        listening.group.removeSelfIfIdle().catch(() => undefined),
        1_000,
      );
    }
    await this.connections?.quit();
    this._status$.next('disconnected');
  }

  private watch(connection: Redis): void {
    connection.on('ready', () => this._status$.next('connected'));
    connection.on('reconnecting', () => {
      if (!this.stopping.signal.aborted) this._status$.next('reconnecting');
    });
    connection.on('error', (error: Error) => this.warnings.warn(`Redis: ${error.message}`));
  }
}
