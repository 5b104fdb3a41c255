import type { OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { CHANNELS } from '@untangle/contracts';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { BaseServiceConfig } from '../config/base-config.js';

/** Members whose answer is kept at once; beyond it the oldest entry goes. */
const MAX_ENTRIES = 100_000;

/** An answer of billing's that says for how long (ms) its asker may reuse it; absent or 0: never. */
export interface Cacheable {
  cacheForMs?: number;
}

interface Entry<T> {
  answer: Omit<T, 'cacheForMs'>;
  until: number;
}

/**
 * Billing's answers about a member's plan that billing allows to be reused (`cacheForMs`), per member.
 * An entry goes when billing publishes a change of the member's subscription (CHANNELS.planChanged),
 * when its time is up, and — all of them — whenever the subscription to those changes is not live,
 * since a change published meanwhile would be missed. An answer is kept only if no change at all was
 * published while it was being fetched (`version`), so a change can never be overwritten by the
 * answer it made stale.
 */
export class PlanChangeCache<T extends Cacheable> implements OnModuleInit, OnApplicationShutdown {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly subscriber: Redis;
  private readonly channel: string;
  /** Moves on every published change and every loss of the subscription. */
  private changes = 0;
  /** The subscription is confirmed on the current connection. */
  private live = false;
  /** Connections lost so far. */
  private lost = 0;

  /** `owner` names the connection in Redis (CLIENT LIST): the service and what it caches. */
  constructor(
    config: Pick<BaseServiceConfig, 'REDIS_URL' | 'REDIS_PREFIX'>,
    private readonly logger: Logger,
    owner: string,
  ) {
    this.channel = `${config.REDIS_PREFIX}${CHANNELS.planChanged}`;
    this.subscriber = new Redis(config.REDIS_URL, {
      connectionName: `${owner}:plan-changes:${config.REDIS_PREFIX}`,
      lazyConnect: true,
      autoResubscribe: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('ready', () => void this.subscribe());
    this.subscriber.on('close', () => this.forgetAll());
    this.subscriber.on('message', (_channel: string, userId: string) => {
      this.changes += 1;
      this.entries.delete(userId);
    });
  }

  onModuleInit(): void {
    this.subscriber.connect().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    this.forgetAll();
    this.subscriber.disconnect();
  }

  /** Taken before asking billing; pass it to `remember`. */
  get version(): number {
    return this.changes;
  }

  /** The member's cached answer (without `cacheForMs`), if one is live. */
  lookup(userId: string): Omit<T, 'cacheForMs'> | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (this.live && Date.now() < entry.until) return entry.answer;
    this.entries.delete(userId);
    return undefined;
  }

  /** Keeps billing's answer if it may be cached and nothing changed since `version` was taken. */
  remember(userId: string, answer: T, version: number): void {
    const { cacheForMs, ...rest } = answer;
    const reusable = typeof cacheForMs === 'number' && Number.isFinite(cacheForMs) && cacheForMs > 0;
    if (!reusable || !this.live || version !== this.changes) return;
    this.entries.delete(userId);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, { answer: rest, until: Date.now() + cacheForMs });
  }

  private async subscribe(): Promise<void> {
    const connection = this.lost;
    try {
      await this.subscriber.subscribe(this.channel);
      // Unless the connection was lost meanwhile: this subscription is gone with it.
      if (connection === this.lost) this.live = true;
    } catch (error) {
      this.logger.warn({ err: error }, 'could not subscribe to plan changes; not caching plans');
    }
  }

  private forgetAll(): void {
    this.lost += 1;
    this.live = false;
    this.changes += 1;
    this.entries.clear();
  }
}
