// The parts of the system benchmark's printout that judge the figures: CPU time per request of each
// process, the goals of the whole path, and how to reproduce the run.
import type { CommandPerRequest } from './redis-commands.ts';
import type { CpuPerRequest } from './stack-cpu.ts';
import type { WrkResult } from './wrk.ts';

/** What the whole path should reach at 32 connections through nginx, with the rate limiter off. */
export const GOALS = {
  processTextRps: 1_000,
  processTextP99Ms: 50,
  proLatencyRatio: 1.5,
  residentMb: 150,
  sessionsP99Ms: 50,
} as const;

const fixed = (value: number, digits: number) => value.toFixed(digits);

export function printCpu(cpu: CpuPerRequest): void {
  console.log(
    `6. CPU time per request (ms) under process-text load at 32 connections (${cpu.requests} requests)`,
  );
  for (const [name, ms] of Object.entries(cpu.perProcessMs)) {
    if (name === 'engine') continue;
    console.log(`  ${name.padEnd(24)} ${fixed(ms, 3).padStart(7)}`);
  }
  console.log(`  ${'total'.padEnd(24)} ${fixed(cpu.totalMs, 3).padStart(7)}`);
  console.log(
    `  engine (restructure() in the worker's engine threads): ${fixed(cpu.engineMs, 3)} ms = ` +
      `${fixed(cpu.engineShare * 100, 1)} % of the total (engine CPU / total CPU per request)\n`,
  );
}

/** Commands shown: the costliest ones. */
const REDIS_COMMANDS_SHOWN = 6;

/**
 * Where Redis's time per request goes, by command. INFO commandstats times each command from start
 * to end, so on a saturated machine a command's time includes any wait for a core: compare rows with
 * each other, not with redis-server's CPU time above. EVALSHA is BullMQ's Lua scripts (adding a job,
 * finishing one and fetching the next); the commands a script runs count inside its EVALSHA and
 * again under their own names, so the rows overlap and are not summed.
 */
export function printRedisCommands(rows: readonly CommandPerRequest[]): void {
  console.log('   Redis command time per request (INFO commandstats over the same load; elapsed time):');
  for (const row of rows.slice(0, REDIS_COMMANDS_SHOWN))
    console.log(
      `  ${row.command.padEnd(24)} ${fixed(row.callsPerRequest, 2).padStart(6)} calls ` +
        `${fixed(row.usPerRequest, 1).padStart(7)} µs (${fixed(row.usPerCall, 1)} µs per call)`,
    );
  console.log('');
}

export interface GoalInputs {
  processText32: WrkResult;
  sessions32: WrkResult;
  proLatencyRatio: number;
  peakResidentMb: Record<string, number>;
}

export function printGoals(inputs: GoalInputs): Record<string, boolean> {
  const { processText32: p, sessions32: s } = inputs;
  const heaviest = Object.entries(inputs.peakResidentMb).sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  const verdicts = {
    processTextThroughput: p.rps >= GOALS.processTextRps,
    processTextP99: p.p99Ms <= GOALS.processTextP99Ms,
    processTextAll2xx: p.errors === 0,
    proLatencyRatio: inputs.proLatencyRatio <= GOALS.proLatencyRatio,
    residentMemory: heaviest[1] <= GOALS.residentMb,
    sessionsP99: s.p99Ms <= GOALS.sessionsP99Ms,
  };
  const mark = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log('7. Against the goals (32 connections through nginx, rate limiter off)');
  console.log(
    `  process-text ≥ ${GOALS.processTextRps} req/s: ${Math.round(p.rps)} (${mark(verdicts.processTextThroughput)}); ` +
      `p99 ≤ ${GOALS.processTextP99Ms} ms: ${fixed(p.p99Ms, 1)} (${mark(verdicts.processTextP99)}); ` +
      `every response 2xx: ${p.errors} errors (${mark(verdicts.processTextAll2xx)})`,
  );
  console.log(
    `  Pro latency with 1,000 free jobs queued ≤ ${GOALS.proLatencyRatio}× empty: ` +
      `${fixed(inputs.proLatencyRatio, 2)}× (${mark(verdicts.proLatencyRatio)})`,
  );
  console.log(
    `  every service ≤ ${GOALS.residentMb} MB RSS under load: largest ${heaviest[0]} ` +
      `${fixed(heaviest[1], 0)} MB (${mark(verdicts.residentMemory)})`,
  );
  console.log(
    `  sessions list p99 ≤ ${GOALS.sessionsP99Ms} ms: ${fixed(s.p99Ms, 1)} (${mark(verdicts.sessionsP99)})\n`,
  );
  return verdicts;
}

export function printReproduce(machine: {
  cpus: number;
  node: string;
  runs: number;
  durationS: number;
}): void {
  console.log(
    `Reproduce: \`npm run bench\` (or \`npx tsc -b tsconfig.build.json && node bench/system.bench.ts\`; ` +
      `BENCH_RUNS=${machine.runs} BENCH_DURATION_S=${machine.durationS}) on a quiet machine; this run: ` +
      `${machine.cpus} cores, Node ${machine.node}, wrk on loopback, rate limits off ` +
      `(RATE_LIMIT_USER_MAX=0 RATE_LIMIT_IP_MAX=0), a private redis-server, CPU from /proc/<pid>/stat.`,
  );
}
