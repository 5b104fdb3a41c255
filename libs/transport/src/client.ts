import { randomUUID } from 'node:crypto';
import { Logger, type LoggerService } from '@nestjs/common';
import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { isErrorCode } from '@untangle/contracts';
import type { Redis } from 'ioredis';
import { createConnection, whenReady } from './connections.js';
import {
  decodeReply,
  encodeEntry,
  type EventEnvelope,
  type ReplyEnvelope,
  type RequestEnvelope,
} from './envelope.js';
import { TransportError } from './errors.js';
import { DEFAULT_KEY_PREFIX, EVENTS_MAX_LEN, eventsKey, replyKey, serviceKeys } from './keys.js';
import { parseReadReply } from './stream-replies.js';

export interface RedisStreamsClientOptions {
  url: string;
  /** The service called: requests go to its stream. */
  service: string;
  /** Default 'untangle:'. */
  keyPrefix?: string;
  /** Deadline of a call unless the call sets its own. Default 10000. */
  timeoutMs?: number;
  logger?: LoggerService;
}

export interface RequestOptions {
  timeoutMs?: number;
  /** Travel with the request (e.g. x-trace-id); the handler reads them from its context. */
  headers?: Record<string, string>;
}

/** Safety cap of a request stream: handled entries are deleted, so only a dead service fills it. */
const REQUESTS_MAX_LEN = 100_000;
/** How long a call waits for a connection that is (re)establishing before it answers 503. */
const CONNECT_WAIT_MS = 1_000;
const READ_BLOCK_MS = 5_000;
/** The reply stream is trimmed of what was read once this many replies were read since the last trim… */
const TRIM_EVERY_REPLIES = 100;
/** …or this long after it, whichever comes first (writers cap it at REPLY_MAX_LEN meanwhile). */
const TRIM_EVERY_MS = 1_000;

interface PendingCall {
  resolve(values: unknown[]): void;
  reject(error: TransportError): void;
  timer: NodeJS.Timeout;
}

type Status = 'connected' | 'disconnected' | 'reconnecting';

/**
 * Calls a service over its Redis Streams request stream. Replies come back on this instance's own
 * reply stream rather than pub/sub: a reply published while our connection blips would be lost and
 * the caller would wait for nothing until its deadline, whereas an entry waits in the stream and
 * XREAD picks up after the last id it saw. The stream expires when no reply arrives for a while.
 */
export class RedisStreamsClient extends ClientProxy<Record<never, never>, Status> {
  /** Names this instance's reply stream. */
  readonly clientId = randomUUID();
  private readonly logger: LoggerService;
  private readonly timeoutMs: number;
  private readonly requestsKey: string;
  private readonly eventsKey: string;
  private readonly replyTo: string;
  private commands?: Redis;
  private reader?: Redis;
  private readLoop?: Promise<void>;
  private stopReading?: AbortController;
  /** Outcome of the connection attempt in progress, shared by every call waiting for it. */
  private connectAttempt?: Promise<boolean>;
  private stopping = false;
  private lastReplyId = '0-0';
  private repliesSinceTrim = 0;
  private lastTrim = 0;
  private lastWarning = 0;
  private readonly pending = new Map<string, PendingCall>();

  constructor(private readonly options: RedisStreamsClientOptions) {
    super();
    const keyPrefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
    this.logger = options.logger ?? new Logger(`${RedisStreamsClient.name}:${options.service}`);
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.requestsKey = serviceKeys(keyPrefix, options.service).requests;
    this.eventsKey = eventsKey(keyPrefix);
    this.replyTo = replyKey(keyPrefix, this.clientId);
  }

  get service(): string {
    return this.options.service;
  }

  /** Calls in flight (waiting for a reply). */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Opens the connections on first use; rejects with SERVICE_UNAVAILABLE if Redis does not answer soon. */
  async connect(): Promise<Redis> {
    return this.ready(CONNECT_WAIT_MS);
  }

  /**
   * Sends a request and resolves with the handler's (last) value. Rejects with a TransportError:
   * the handler's coded error, UPSTREAM_TIMEOUT at the deadline, SERVICE_UNAVAILABLE if Redis is
   * unreachable.
   */
  async request<TResult = unknown, TInput = unknown>(
    pattern: unknown,
    data: TInput,
    options: RequestOptions = {},
  ): Promise<TResult> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const deadline = Date.now() + timeoutMs;
    const packet = this.createPacket(pattern, data ?? null);
    await this.ready(Math.min(CONNECT_WAIT_MS, timeoutMs));
    const values = await this.call(packet, deadline, options.headers).result;
    return values[values.length - 1] as TResult;
  }

  async close(): Promise<void> {
    this.stopping = true;
    for (const [id, call] of this.pending) {
      clearTimeout(call.timer);
      call.reject(new TransportError('SERVICE_UNAVAILABLE', 'The transport client was closed.'));
      this.pending.delete(id);
    }
    const { commands, reader, readLoop } = this;
    this.stopReading?.abort();
    this.commands = this.reader = this.readLoop = this.connectAttempt = undefined;
    reader?.disconnect();
    await readLoop?.catch(() => undefined);
    if (commands && commands.status !== 'end') {
      await commands.quit().catch(() => commands.disconnect());
    }
    this.stopping = false;
    this._status$.next('disconnected');
  }

  unwrap<T>(): T {
    if (!this.commands) throw new Error('RedisStreamsClient is not connected yet');
    return this.commands as T;
  }

  override on(event: string, callback: (...args: unknown[]) => void): void {
    this.open().on(event, callback);
  }

  /** Used by send(): every value the handler emits, then completion (or the error). */
  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const { id, result } = this.call(packet, Date.now() + this.timeoutMs);
    let active = true;
    result.then(
      (values) => {
        if (!active) return;
        if (values.length === 0) callback({ isDisposed: true });
        values.forEach((response, index) => callback({ response, isDisposed: index === values.length - 1 }));
      },
      (err: unknown) => {
        if (active) callback({ err });
      },
    );
    return () => {
      active = false;
      this.forget(id);
    };
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    const commands = await this.ready(CONNECT_WAIT_MS);
    const envelope: EventEnvelope = {
      id: randomUUID(),
      pattern: this.normalizePattern(packet.pattern),
      data: packet.data,
      headers: { ...packet.metadata },
    };
    try {
      await commands.call(
        'XADD',
        this.eventsKey,
        'MAXLEN',
        '~',
        EVENTS_MAX_LEN,
        '*',
        ...encodeEntry(envelope),
      );
    } catch (error) {
      this.warn(`Publishing event "${envelope.pattern}": ${(error as Error).message}`);
      throw new TransportError('SERVICE_UNAVAILABLE');
    }
    return undefined as T;
  }

  private call(
    packet: ReadPacket,
    deadline: number,
    headers: Record<string, string> = {},
  ): { id: string; result: Promise<unknown[]> } {
    const envelope: RequestEnvelope = {
      id: randomUUID(),
      pattern: this.normalizePattern(packet.pattern),
      data: packet.data,
      replyTo: this.replyTo,
      deadline,
      headers: { ...packet.metadata, ...headers },
    };
    const result = new Promise<unknown[]>((resolve, reject) => {
      const remaining = deadline - Date.now();
      const commands = this.commands;
      if (remaining <= 0) return reject(new TransportError('UPSTREAM_TIMEOUT'));
      if (!commands) return reject(new TransportError('SERVICE_UNAVAILABLE'));
      const fields = encodeEntry(envelope);
      const timer = setTimeout(() => {
        this.pending.delete(envelope.id);
        reject(new TransportError('UPSTREAM_TIMEOUT'));
      }, remaining);
      this.pending.set(envelope.id, { resolve, reject, timer });
      commands
        .call('XADD', this.requestsKey, 'MAXLEN', '~', REQUESTS_MAX_LEN, '*', ...fields)
        .catch((error: Error) => {
          if (!this.forget(envelope.id)) return;
          this.warn(`Sending "${envelope.pattern}" to ${this.options.service}: ${error.message}`);
          reject(new TransportError('SERVICE_UNAVAILABLE'));
        });
    });
    return { id: envelope.id, result };
  }

  /** Stops waiting for a call; true if it was still waiting. */
  private forget(id: string): boolean {
    const call = this.pending.get(id);
    if (!call) return false;
    clearTimeout(call.timer);
    this.pending.delete(id);
    return true;
  }

  /**
   * The command connection once it is ready. A call made while Redis is known to be down fails at
   * once; one made during a connection attempt waits for its outcome, at most waitMs.
   */
  private async ready(waitMs: number): Promise<Redis> {
    const commands = this.open();
    if (commands.status === 'ready') return commands;
    if (commands.status === 'reconnecting' || commands.status === 'end') {
      throw new TransportError('SERVICE_UNAVAILABLE');
    }
    this.connectAttempt ??= new Promise<boolean>((resolve) => {
      const settle = (ready: boolean) => {
        commands.off('ready', onReady).off('close', onClose);
        this.connectAttempt = undefined;
        resolve(ready);
      };
      const onReady = () => settle(true);
      const onClose = () => settle(false);
      commands.on('ready', onReady).on('close', onClose);
    });
    let timer: NodeJS.Timeout | undefined;
    const ready = await Promise.race([
      this.connectAttempt,
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), waitMs);
      }),
    ]);
    clearTimeout(timer);
    if (!ready) throw new TransportError('SERVICE_UNAVAILABLE');
    return commands;
  }

  private open(): Redis {
    if (this.commands) return this.commands;
    const name = `client:${this.options.service}:${this.clientId}`;
    const commands = createConnection(this.options.url, 'request', name);
    const reader = createConnection(this.options.url, 'blocking', `${name}:replies`, READ_BLOCK_MS);
    commands.on('error', (error: Error) => this.warn(`Redis: ${error.message}`));
    reader.on('error', (error: Error) => this.warn(`Redis (replies): ${error.message}`));
    commands.on('ready', () => this._status$.next('connected'));
    commands.on('reconnecting', () => this._status$.next('reconnecting'));
    commands.connect().catch(() => undefined);
    reader.connect().catch(() => undefined);
    this.commands = commands;
    this.reader = reader;
    this.stopReading = new AbortController();
    this.readLoop = this.readReplies(reader, commands, this.stopReading.signal);
    return commands;
  }

  private async readReplies(reader: Redis, commands: Redis, stop: AbortSignal): Promise<void> {
    while (!this.stopping && this.reader === reader) {
      let reply: unknown;
      try {
        reply = await reader.call(
          'XREAD',
          'COUNT',
          500,
          'BLOCK',
          READ_BLOCK_MS,
          'STREAMS',
          this.replyTo,
          this.lastReplyId,
        );
      } catch {
        if (this.stopping || this.reader !== reader) return;
        await whenReady(reader, 1_000, stop);
        continue;
      }
      const entries = parseReadReply(reply).flatMap((batch) => batch.entries);
      for (const entry of entries) {
        this.lastReplyId = entry.id;
        const envelope = decodeReply(entry.fields);
        if (envelope) this.settle(envelope);
      }
      this.repliesSinceTrim += entries.length;
      const due = this.repliesSinceTrim >= TRIM_EVERY_REPLIES || Date.now() - this.lastTrim >= TRIM_EVERY_MS;
      if (this.repliesSinceTrim > 0 && due && commands.status === 'ready') {
        // What we have read is no longer needed; keep the stream short (not after every reply: each
        // command is a write and a reply to wake up for).
        this.repliesSinceTrim = 0;
        this.lastTrim = Date.now();
        commands.call('XTRIM', this.replyTo, 'MINID', this.lastReplyId).catch(() => undefined);
      }
    }
  }

  private settle(reply: ReplyEnvelope): void {
    const call = this.pending.get(reply.id);
    if (!call) return; // late (after the deadline) or a redelivered duplicate: nobody waits for it
    this.forget(reply.id);
    if ('values' in reply) call.resolve(reply.values);
    else if (isErrorCode(reply.error.code)) call.reject(TransportError.fromPayload(reply.error));
    else call.reject(new TransportError('INTERNAL', undefined, { errorId: reply.error.errorId }));
  }

  private warn(message: string): void {
    if (this.stopping || Date.now() - this.lastWarning < 5_000) return;
    this.lastWarning = Date.now();
    this.logger.warn(message);
  }
}
