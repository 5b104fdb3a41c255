/** Typed views of the raw array replies of the stream commands (ioredis returns them untyped). */

export interface StreamEntry {
  id: string;
  fields: string[];
}

export interface StreamBatch {
  stream: string;
  entries: StreamEntry[];
}

/** XREAD / XREADGROUP: `[[key, [[id, [field, value, ...]], ...]], ...]`, or null when BLOCK timed out. */
export function parseReadReply(reply: unknown): StreamBatch[] {
  if (!Array.isArray(reply)) return [];
  return reply.flatMap((item): StreamBatch[] => {
    if (!Array.isArray(item) || typeof item[0] !== 'string') return [];
    return [{ stream: item[0], entries: parseEntries(item[1]).entries }];
  });
}

/** XAUTOCLAIM: `[nextCursor, entries, deletedIds]` (Redis 7) or `[nextCursor, entries]` (6.2). */
export function parseAutoClaimReply(reply: unknown): {
  next: string;
  entries: StreamEntry[];
  deleted: string[];
} {
  if (!Array.isArray(reply)) return { next: '0-0', entries: [], deleted: [] };
  const { entries, deleted } = parseEntries(reply[1]);
  if (Array.isArray(reply[2])) deleted.push(...reply[2].filter((id): id is string => typeof id === 'string'));
  return { next: typeof reply[0] === 'string' ? reply[0] : '0-0', entries, deleted };
}

export interface PendingEntry {
  id: string;
  consumer: string;
  idleMs: number;
  deliveries: number;
}

/** Extended XPENDING: `[[id, consumer, idleMs, deliveryCount], ...]`. */
export function parsePendingReply(reply: unknown): PendingEntry[] {
  if (!Array.isArray(reply)) return [];
  return reply.flatMap((item): PendingEntry[] => {
    if (!Array.isArray(item) || typeof item[0] !== 'string') return [];
    return [{ id: item[0], consumer: String(item[1]), idleMs: Number(item[2]), deliveries: Number(item[3]) }];
  });
}

/** XINFO CONSUMERS: one flat `[name, n, pending, n, idle, n, ...]` list per consumer. */
export function parseConsumersReply(
  reply: unknown,
): Array<{ name: string; pending: number; idleMs: number }> {
  if (!Array.isArray(reply)) return [];
  return reply.flatMap((item) => {
    if (!Array.isArray(item)) return [];
    const fields = new Map<string, unknown>();
    for (let i = 0; i + 1 < item.length; i += 2) fields.set(String(item[i]), item[i + 1]);
    return [
      {
        name: String(fields.get('name')),
        pending: Number(fields.get('pending')),
        idleMs: Number(fields.get('idle')),
      },
    ];
  });
}

function parseEntries(raw: unknown): { entries: StreamEntry[]; deleted: string[] } {
  const entries: StreamEntry[] = [];
  const deleted: string[] = [];
  if (!Array.isArray(raw)) return { entries, deleted };
  for (const item of raw) {
    if (!Array.isArray(item) || typeof item[0] !== 'string') continue;
    // Redis 6.2 reports an entry that is still pending but was deleted as [id, null].
    if (Array.isArray(item[1])) entries.push({ id: item[0], fields: item[1].map(String) });
    else deleted.push(item[0]);
  }
  return { entries, deleted };
}
