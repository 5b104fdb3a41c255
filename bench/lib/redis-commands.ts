// Where a Redis server's command time goes: INFO commandstats (calls and microseconds per command),
// read before and after a load and divided by the requests served. A command a Lua script runs is
// counted under its own name as well as inside the script's EVALSHA, so the rows overlap.
import { Redis } from 'ioredis';

export interface CommandTime {
  calls: number;
  usec: number;
}

export interface CommandPerRequest {
  command: string;
  callsPerRequest: number;
  usPerRequest: number;
  usPerCall: number;
}

/** The calls and time of every command in the text of `INFO commandstats`. */
export function parseCommandStats(info: string): Map<string, CommandTime> {
  const times = new Map<string, CommandTime>();
  for (const match of info.matchAll(/^cmdstat_([^:\s]+):calls=(\d+),usec=(\d+)/gm))
    times.set(match[1]!, { calls: Number(match[2]), usec: Number(match[3]) });
  return times;
}

/** Every command's calls and time so far. */
export async function redisCommandTimes(url: string): Promise<Map<string, CommandTime>> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return parseCommandStats(await redis.info('commandstats'));
  } finally {
    redis.disconnect();
  }
}

/** The commands' time between two readings per request served, the costliest first. */
export function commandsPerRequest(
  before: Map<string, CommandTime>,
  after: Map<string, CommandTime>,
  requests: number,
): CommandPerRequest[] {
  const rows: CommandPerRequest[] = [];
  for (const [command, end] of after) {
    const start = before.get(command) ?? { calls: 0, usec: 0 };
    const calls = end.calls - start.calls;
    const usec = end.usec - start.usec;
    if (calls <= 0 || requests <= 0) continue;
    rows.push({
      command,
      callsPerRequest: calls / requests,
      usPerRequest: usec / requests,
      usPerCall: usec / calls,
    });
  }
  return rows.sort((a, b) => b.usPerRequest - a.usPerRequest);
}
