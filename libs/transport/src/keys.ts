export const DEFAULT_KEY_PREFIX = 'untangle:';

/** Approximate cap of the shared events stream: every subscribing service reads it, so it is trimmed, not XDELed. */
export const EVENTS_MAX_LEN = 100_000;

/** Approximate cap of one client's reply stream; the client also trims what it has read. */
export const REPLY_MAX_LEN = 10_000;

/** A reply stream outlives its last reply by this long, so one left by a dead client disappears. */
export const REPLY_TTL_MS = 60_000;

/** Approximate cap of a service's dead-letter stream (kept for operators to inspect). */
export const DEAD_LETTER_MAX_LEN = 1_000;

/** Field names of the counters hash (see stats.ts). */
export const COUNTERS = {
  reclaimed: 'reclaimed',
  deadLettered: 'deadLettered',
  expired: 'expired',
} as const;

export interface ServiceKeys {
  /** Requests to the service; its consumer group has the service's name. */
  requests: string;
  /** Events for every service; each subscribing service reads it with its own group. */
  events: string;
  /** Hash of counters (reclaimed, deadLettered, expired) any process can read. */
  counters: string;
  /** Entries given up on after too many deliveries. */
  deadLetters: string;
  /** The consumer group of this service, on both streams. */
  group: string;
}

export function serviceKeys(keyPrefix: string, service: string): ServiceKeys {
  return {
    requests: `${keyPrefix}rpc:${service}`,
    events: eventsKey(keyPrefix),
    counters: `${keyPrefix}stats:${service}`,
    deadLetters: `${keyPrefix}dead:${service}`,
    group: service,
  };
}

export function eventsKey(keyPrefix: string): string {
  return `${keyPrefix}events`;
}

export function replyKey(keyPrefix: string, clientId: string): string {
  return `${keyPrefix}reply:${clientId}`;
}
