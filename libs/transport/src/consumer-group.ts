import type { Redis } from 'ioredis';
import { isBusyGroupError, isNoGroupError } from './connections.js';
import { COUNTERS, DEAD_LETTER_MAX_LEN, REPLY_MAX_LEN, REPLY_TTL_MS, type ServiceKeys } from './keys.js';
import {
  parseAutoClaimReply,
  parseConsumersReply,
  parsePendingReply,
  parseReadReply,
  type StreamEntry,
} from './stream-replies.js';

export type StreamKind = 'request' | 'event';

export interface GroupStream {
  key: string;
  kind: StreamKind;
}

export interface Delivery {
  stream: GroupStream;
  entry: StreamEntry;
  /** 1 for a fresh read; the PEL's count after a reclaim. */
  deliveryCount: number;
}

/** Requests if some handler is a @MessagePattern one, events if some is an @EventPattern one. */
export function streamsToRead(
  handlers: Iterable<{ isEventHandler?: boolean }>,
  keys: ServiceKeys,
): GroupStream[] {
  const all = [...handlers];
  const wanted: Array<[boolean, GroupStream]> = [
    [all.some((handler) => !handler.isEventHandler), { key: keys.requests, kind: 'request' }],
    [all.some((handler) => handler.isEventHandler), { key: keys.events, kind: 'event' }],
  ];
  return wanted.filter(([needed]) => needed).map(([, stream]) => stream);
}

/** The Redis side of one service's consumer group on its request stream and the events stream. */
export class ConsumerGroup {
  private readonly claimCursors = new Map<string, string>();

  constructor(
    private readonly commands: Redis,
    private readonly reader: Redis,
    private readonly keys: ServiceKeys,
    readonly consumer: string,
    readonly streams: readonly GroupStream[],
  ) {}

  /** The group's name (the same on every stream). */
  get name(): string {
    return this.keys.group;
  }

  /**
   * Creates the group on each stream (and the stream itself). Requests are read from the start
   * ('0'): one sent before the first replica came up is still served (or skipped if expired).
   * A new events subscriber starts at '$' rather than replaying the retained history; after a
   * Redis restart (`recovering`), everything in the new stream arrived after the loss, so '0'.
   */
  async ensure(recovering: boolean): Promise<void> {
    for (const stream of this.streams) {
      const start = stream.kind === 'request' || recovering ? '0' : '$';
      try {
        await this.commands.call('XGROUP', 'CREATE', stream.key, this.keys.group, start, 'MKSTREAM');
      } catch (error) {
        if (!isBusyGroupError(error)) throw error;
      }
    }
  }

  /** New entries for this consumer, blocking up to blockMs. Throws NOGROUP when Redis lost the group. */
  async read(count: number, blockMs: number): Promise<Delivery[]> {
    const keys = this.streams.map((stream) => stream.key);
    const reply = await this.reader.call(
      'XREADGROUP',
      'GROUP',
      this.keys.group,
      this.consumer,
      'COUNT',
      count,
      'BLOCK',
      blockMs,
      'STREAMS',
      ...keys,
      ...keys.map(() => '>'),
    );
    return parseReadReply(reply).flatMap((batch) => {
      const stream = this.streams.find((candidate) => candidate.key === batch.stream);
      return stream ? batch.entries.map((entry) => ({ stream, entry, deliveryCount: 1 })) : [];
    });
  }

  /**
   * Takes over entries that sat unacknowledged longer than minIdleMs: their consumer died (live
   * consumers refresh the idle time of what they hold, see heartbeat). Walks the PEL with a cursor.
   */
  async reclaim(stream: GroupStream, minIdleMs: number, count: number): Promise<Delivery[]> {
    const cursor = this.claimCursors.get(stream.key) ?? '0-0';
    let raw: unknown;
    try {
      raw = await this.commands.call(
        'XAUTOCLAIM',
        stream.key,
        this.keys.group,
        this.consumer,
        minIdleMs,
        cursor,
        'COUNT',
        count,
      );
    } catch (error) {
      if (isNoGroupError(error)) return []; // the read loop recreates the group
      throw error;
    }
    const { next, entries, deleted } = parseAutoClaimReply(raw);
    this.claimCursors.set(stream.key, next);
    if (deleted.length > 0) await this.commands.call('XACK', stream.key, this.keys.group, ...deleted);
    if (entries.length === 0) return [];
    const counts = await this.deliveryCounts(stream.key, entries);
    return entries.map((entry) => ({ stream, entry, deliveryCount: counts.get(entry.id) ?? 2 }));
  }

  /** XCLAIM ... JUSTID resets the idle time without counting a delivery: "still working on these". */
  async heartbeat(stream: GroupStream, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.commands.call('XCLAIM', stream.key, this.keys.group, this.consumer, 0, ...ids, 'JUSTID');
  }

  /**
   * Writes the reply (if any), acknowledges and removes the request in one transaction: a request
   * is never acknowledged without its answer, and its entry does not outlive its acknowledgement.
   */
  async finishRequest(
    delivery: Delivery,
    reply?: { replyTo: string; fields: [string, string] },
    counter?: keyof typeof COUNTERS,
  ): Promise<void> {
    const { stream, entry } = delivery;
    const multi = this.commands.multi();
    if (reply) {
      multi.call('XADD', reply.replyTo, 'MAXLEN', '~', REPLY_MAX_LEN, '*', ...reply.fields);
      multi.pexpire(reply.replyTo, REPLY_TTL_MS);
    }
    multi.call('XACK', stream.key, this.keys.group, entry.id);
    multi.call('XDEL', stream.key, entry.id);
    if (counter) multi.hincrby(this.keys.counters, COUNTERS[counter], 1);
    await multi.exec();
  }

  /** Events stay in the shared stream for the other groups; it is trimmed by length instead. */
  async ackEvent(delivery: Delivery, counter?: keyof typeof COUNTERS): Promise<void> {
    const multi = this.commands.multi();
    multi.call('XACK', delivery.stream.key, this.keys.group, delivery.entry.id);
    if (counter) multi.hincrby(this.keys.counters, COUNTERS[counter], 1);
    await multi.exec();
  }

  /** Keeps a copy of an entry given up on, for an operator to look at. */
  async recordDeadLetter(delivery: Delivery, reason: string): Promise<void> {
    await this.commands.call(
      'XADD',
      this.keys.deadLetters,
      'MAXLEN',
      '~',
      DEAD_LETTER_MAX_LEN,
      '*',
      'stream',
      delivery.stream.key,
      'entryId',
      delivery.entry.id,
      'deliveries',
      delivery.deliveryCount,
      'reason',
      reason,
      ...delivery.entry.fields,
    );
  }

  async increment(counter: keyof typeof COUNTERS, by: number): Promise<void> {
    await this.commands.hincrby(this.keys.counters, COUNTERS[counter], by);
  }

  /**
   * Deletes consumers left behind by replicas that are gone: nothing pending and silent for longer
   * than idleMs (a live consumer polls every few seconds). Consumer names are per process, so
   * without this every restart would add one.
   */
  async pruneConsumers(idleMs: number): Promise<void> {
    for (const stream of this.streams) {
      const consumers = parseConsumersReply(
        await this.commands.call('XINFO', 'CONSUMERS', stream.key, this.keys.group).catch(() => []),
      );
      for (const consumer of consumers) {
        if (consumer.name !== this.consumer && consumer.pending === 0 && consumer.idleMs > idleMs) {
          await this.commands.call('XGROUP', 'DELCONSUMER', stream.key, this.keys.group, consumer.name);
        }
      }
    }
  }

  /** On graceful shutdown: leave no consumer behind unless it still holds entries for others to reclaim. */
  async removeSelfIfIdle(): Promise<void> {
    for (const stream of this.streams) {
      const mine = parsePendingReply(
        await this.commands.call('XPENDING', stream.key, this.keys.group, '-', '+', 1, this.consumer),
      );
      if (mine.length === 0) {
        await this.commands.call('XGROUP', 'DELCONSUMER', stream.key, this.keys.group, this.consumer);
      }
    }
  }

  private async deliveryCounts(key: string, entries: readonly StreamEntry[]): Promise<Map<string, number>> {
    const pipeline = this.commands.pipeline();
    for (const { id } of entries) pipeline.call('XPENDING', key, this.keys.group, id, id, 1);
    const results = (await pipeline.exec()) ?? [];
    const counts = new Map<string, number>();
    for (const [error, reply] of results) {
      if (error) continue;
      for (const pending of parsePendingReply(reply)) counts.set(pending.id, pending.deliveries);
    }
    return counts;
  }
}
