// CPU readers for every process of a local stack: the Node services, nginx (master and workers), the
// stack's redis-server and the Postgres backends serving the stack's database, plus the engine
// threads inside the worker (named `engine`, see the local engine's thread pool).
import { Redis } from 'ioredis';
import type { ProcessName, Stack } from '../../tests/support/stack.ts';
import { postgresBackends, processCpuMs, processTree, threadCpuMs, type CpuReaders } from './process-cpu.ts';

/** The processes a restructure crosses, in the order of the path. */
export const PATH_PROCESSES: ProcessName[] = [
  'nginx',
  'gateway',
  'billing',
  'text-processing',
  'text-processing-worker',
];

/** The name the local engine gives its threads. */
export const ENGINE_THREAD = 'engine';

async function redisPid(url: string): Promise<number | undefined> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const info = await redis.info('server');
    const pid = Number(/process_id:(\d+)/.exec(info)?.[1]);
    return Number.isFinite(pid) ? pid : undefined;
  } finally {
    redis.disconnect();
  }
}

/**
 * Readers of the stack's processes (read their pids again after a restart), Postgres's backends
 * included.
 */
export async function stackCpuReaders(stack: Stack): Promise<CpuReaders> {
  const readers: CpuReaders = {};
  for (const name of PATH_PROCESSES) {
    const pid = stack.process(name).pid;
    if (pid === undefined) continue;
    readers[name] =
      name === 'nginx'
        ? () => processTree(pid).reduce((sum, each) => sum + processCpuMs(each), 0)
        : () => processCpuMs(pid);
  }
  const worker = stack.process('text-processing-worker').pid;
  if (worker !== undefined) readers[ENGINE_THREAD] = () => threadCpuMs(worker, ENGINE_THREAD);
  const redis = await redisPid(stack.redisUrl);
  if (redis !== undefined) readers['redis-server'] = () => processCpuMs(redis);
  // Postgres: every backend of the stack's database, found again at each reading, so connections
  // a pool opens during the load count too; a backend whose connection closed keeps its last reading.
  const database = decodeURIComponent(new URL(stack.databaseUrl).pathname.slice(1));
  const last = new Map<number, number>();
  readers.postgres = () => {
    for (const pid of postgresBackends(database))
      last.set(pid, Math.max(last.get(pid) ?? 0, processCpuMs(pid)));
    return [...last.values()].reduce((sum, ms) => sum + ms, 0);
  };
  return readers;
}

export interface CpuPerRequest {
  /** CPU ms per request of each process (and of the engine threads, part of the worker's figure). */
  perProcessMs: Record<string, number>;
  /** Every process on the path plus Redis and Postgres (the engine is inside the worker). */
  totalMs: number;
  engineMs: number;
  /** engineMs / totalMs: what share of a request's CPU restructures text. */
  engineShare: number;
  requests: number;
}

export function perRequest(cpuMs: Record<string, number>, requests: number): CpuPerRequest {
  const perProcessMs = Object.fromEntries(
    Object.entries(cpuMs).map(([name, ms]) => [name, requests > 0 ? ms / requests : 0]),
  );
  const totalMs = Object.entries(perProcessMs)
    .filter(([name]) => name !== ENGINE_THREAD)
    .reduce((sum, [, ms]) => sum + ms, 0);
  const engineMs = perProcessMs[ENGINE_THREAD] ?? 0;
  return { perProcessMs, totalMs, engineMs, engineShare: totalMs > 0 ? engineMs / totalMs : 0, requests };
}
