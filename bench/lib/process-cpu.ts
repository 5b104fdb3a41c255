// CPU time of processes and threads, read from /proc (Linux): user + system time, in ms. A process's
// figure covers all its threads; a process tree adds its descendants (nginx's workers).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_S = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** utime + stime of a /proc stat file, in ms; 0 once the process or thread is gone. */
function statCpuMs(path: string): number {
  let stat: string;
  try {
    stat = readFileSync(path, 'utf8');
  } catch {
    return 0;
  }
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

export function processCpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/stat`);
}

/** The threads of `pid` whose name (comm) is `name`, summed. */
export function threadCpuMs(pid: number, name: string): number {
  let total = 0;
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return 0;
  }
  for (const tid of tasks) {
    try {
      if (readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim() !== name) continue;
    } catch {
      continue;
    }
    total += statCpuMs(`/proc/${pid}/task/${tid}/stat`);
  }
  return total;
}

/** `pid` and every process below it. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** A named set of CPU readers, read together before and after a piece of work. */
export type CpuReaders = Record<string, () => number>;

export async function cpuDuring<T>(
  readers: CpuReaders,
  work: () => Promise<T>,
): Promise<{ result: T; cpuMs: Record<string, number> }> {
  const before = Object.fromEntries(Object.entries(readers).map(([name, read]) => [name, read()]));
  const result = await work();
  const cpuMs = Object.fromEntries(
    Object.entries(readers).map(([name, read]) => [name, read() - before[name]!]),
  );
  return { result, cpuMs };
}

/**
 * The Postgres backends serving `database` now: processes titled "postgres: [<cluster>: ]<user>
 * <database> …" (Postgres names each backend after its connection).
 */
export function postgresBackends(database: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const [, , name] = /^postgres: (?:[^ :]+: )?(\S+) (\S+) /.exec(title) ?? [];
      if (name === database) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}
