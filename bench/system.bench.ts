// The whole path, measured on this machine: `npm run bench` (or `node bench/system.bench.ts` after a
// build). Every figure is the median of BENCH_RUNS runs (default 3) of BENCH_DURATION_S seconds
// (default 10). Results: bench/results/system.json and a printed table.
//   1. the ceiling: nginx in front of a bare Node handler that returns a constant
//   2. POST /api/process-text end to end (local engine) through nginx at 1, 8, 32 and 64 connections
//   3. GET /api/sessions for a Pro member with 100 sessions
//   4. a Pro request's latency with 0, 100 and 1,000 free jobs queued ahead of it
//   5. resident memory of each service, idle and under load
//   6. CPU time per request of each process under the 32-connection process-text load (from /proc),
//      and the share of it the engine itself takes (the worker's `engine` threads)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getFreePort, waitFor } from '@untangle/test-kit';
import { Queue } from 'bullmq';
// @ts-expect-error: plain ESM script of the local stack.
import { writeNginxConfig } from '../scripts/stack/nginx-config.mjs';
import {
  STACK_SERVICES,
  startStack,
  type ProcessName,
  type Stack,
  type StackMember,
} from '../tests/support/stack.ts';
import { cpuDuring } from './lib/process-cpu.ts';
import { commandsPerRequest, redisCommandTimes, type CommandPerRequest } from './lib/redis-commands.ts';
import { perRequest, stackCpuReaders, type CpuPerRequest } from './lib/stack-cpu.ts';
import { printCpu, printGoals, printRedisCommands, printReproduce } from './lib/system-report.ts';
import { medianRun, wrk, type WrkResult } from './lib/wrk.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = [1, 8, 32, 64];
const ROOT = new URL('../', import.meta.url).pathname;
const TEXT =
  'The team shipped the release on Friday. On Monday they had planned the work. By Wednesday every test passed. ' +
  'On Tuesday they wrote the code. After the release they celebrated with cake.';

async function repeat(task: () => Promise<WrkResult>): Promise<WrkResult> {
  const runs: WrkResult[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await task());
  return medianRun(runs);
}

/**
 * Like repeat, and adds up every process's CPU time, the stack's Redis command time and the requests
 * over all the runs.
 */
async function repeatCounting(
  stack: Stack,
  task: () => Promise<WrkResult>,
): Promise<{ result: WrkResult; cpu: CpuPerRequest; redisCommands: CommandPerRequest[] }> {
  const readers = await stackCpuReaders(stack);
  const cpuMs: Record<string, number> = {};
  let requests = 0;
  const commandsBefore = await redisCommandTimes(stack.redisUrl);
  const result = await repeat(async () => {
    const counted = await cpuDuring(readers, task);
    for (const [name, ms] of Object.entries(counted.cpuMs)) cpuMs[name] = (cpuMs[name] ?? 0) + ms;
    requests += counted.result.requests;
    return counted.result;
  });
  const commandsAfter = await redisCommandTimes(stack.redisUrl);
  return {
    result,
    cpu: perRequest(cpuMs, requests),
    redisCommands: commandsPerRequest(commandsBefore, commandsAfter, requests),
  };
}

async function ceiling(): Promise<Record<number, WrkResult>> {
  const [nodePort, nginxPort] = [await getFreePort(), await getFreePort()];
  const server = spawn(
    process.execPath,
    ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${nodePort}, '127.0.0.1')`],
    { stdio: 'ignore' },
  );
  const dir = mkdtempSync(join(tmpdir(), 'untangle-ceiling-'));
  mkdirSync(join(dir, 'www'));
  const config = writeNginxConfig(
    {
      NGINX_PORT: String(nginxPort),
      GATEWAY_UPSTREAM: `127.0.0.1:${nodePort}`,
      IDENTITY_UPSTREAM: `127.0.0.1:${nodePort}`,
      FRONTEND_ROOT: join(dir, 'www'),
      NGINX_ACCESS_LOG: '/dev/null',
      NGINX_READ_TIMEOUT: '75s',
      NGINX_REAL_IP: '',
    },
    { dir: join(dir, 'nginx'), errorLog: join(dir, 'error.log') },
  ) as string;
  const nginx = spawn('nginx', ['-c', config, '-g', 'daemon off;'], { stdio: 'ignore' });
  try {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${nginxPort}/api/constant`)).ok, {
      what: 'ceiling',
    });
    const results: Record<number, WrkResult> = {};
    for (const connections of CONNECTIONS) {
      results[connections] = await repeat(() =>
        wrk({ url: `http://127.0.0.1:${nginxPort}/api/constant` }, connections, DURATION_S),
      );
    }
    return results;
  } finally {
    nginx.kill('SIGTERM');
    server.kill('SIGTERM');
  }
}

const SERVICES: ProcessName[] = [...STACK_SERVICES, 'nginx'];

function residentMb(pid: number | undefined): number {
  if (!pid) return 0;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function memory(stack: Stack): Record<string, number> {
  return Object.fromEntries(SERVICES.map((name) => [name, residentMb(stack.process(name).pid)]));
}

/** Samples every process's resident size while `work` runs; returns the largest seen. */
async function peakMemoryDuring<T>(
  stack: Stack,
  work: () => Promise<T>,
): Promise<{ result: T; peak: Record<string, number> }> {
  const peak = memory(stack);
  const timer = setInterval(() => {
    for (const [name, mb] of Object.entries(memory(stack))) peak[name] = Math.max(peak[name] ?? 0, mb);
  }, 200);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
  }
}

const auth = (member: StackMember) => ({ authorization: `Bearer ${member.accessToken}` });

async function processText(stack: Stack, member: StackMember) {
  const results: Record<number, WrkResult> = {};
  let peak: Record<string, number> = {};
  let cpu: CpuPerRequest | undefined;
  let redisCommands: CommandPerRequest[] = [];
  for (const connections of CONNECTIONS) {
    const load = () =>
      wrk(
        {
          url: `${stack.baseUrl}/api/process-text`,
          method: 'POST',
          body: JSON.stringify({ inputText: TEXT, logicType: 'auto-detect' }),
          headers: { 'content-type': 'application/json', ...auth(member) },
        },
        connections,
        DURATION_S,
      );
    if (connections === 32) {
      const measured = await peakMemoryDuring(stack, () => repeatCounting(stack, load));
      results[connections] = measured.result.result;
      cpu = measured.result.cpu;
      redisCommands = measured.result.redisCommands;
      peak = measured.peak;
    } else {
      results[connections] = await repeat(load);
    }
  }
  return { results, peak, cpu: cpu!, redisCommands };
}

async function sessionsList(stack: Stack, member: StackMember): Promise<WrkResult> {
  // Only a restructured text can be saved.
  const restructured = await stack.request(member, 'POST', '/api/process-text', {
    inputText: TEXT,
    logicType: 'chronological',
  });
  if (restructured.status !== 200) throw new Error(`restructuring answered ${restructured.status}`);
  for (let i = 0; i < 100; i += 1) {
    const saved = await stack.request(member, 'POST', '/api/sessions', {
      sessionType: 'text',
      inputText: TEXT,
      outputText: TEXT,
      logicType: 'chronological',
      explanation: 'Ordered by the days of the week.',
    });
    if (saved.status !== 201) throw new Error(`saving a session answered ${saved.status}`);
  }
  const listed = await stack.request<unknown[]>(member, 'GET', '/api/sessions?limit=100');
  if (listed.body.length !== 100) throw new Error(`expected 100 sessions, got ${listed.body.length}`);
  const load = (seconds: number) =>
    wrk({ url: `${stack.baseUrl}/api/sessions?limit=100`, headers: auth(member) }, 32, seconds);
  // Warmed first, as process-text is by its lower connection counts: the first seconds of a new
  // route pay for compiling its code.
  await load(SESSIONS_WARM_UP_S);
  return repeat(() => load(DURATION_S));
}

const PRIORITY_SAMPLES = 11;
const SESSIONS_WARM_UP_S = 3;

/** A Pro request's latency while `backlog` free jobs wait in the queue (median of several tries). */
async function priority(stack: Stack, member: StackMember): Promise<Record<number, number>> {
  const queue = new Queue('restructure', {
    connection: { url: stack.redisUrl },
    prefix: `${stack.redisPrefix}bull`,
  });
  const results: Record<number, number> = {};
  try {
    // Warm the path first: the first requests after start-up pay for lazy initialisation.
    for (let i = 0; i < 20; i += 1) {
      await stack.request(member, 'POST', '/api/process-text', { inputText: TEXT, logicType: 'auto-detect' });
    }
    for (const backlog of [0, 100, 1000]) {
      const latencies: number[] = [];
      for (let attempt = 0; attempt < PRIORITY_SAMPLES; attempt += 1) {
        await waitFor(async () => (await queue.count()) === 0, {
          timeoutMs: 120_000,
          what: 'an empty queue',
        });
        if (backlog > 0) {
          await queue.addBulk(
            Array.from({ length: backlog }, () => {
              const idempotencyKey = randomUUID();
              return {
                name: 'restructure',
                data: {
                  idempotencyKey,
                  userId: `bench-free-${idempotencyKey}`,
                  text: TEXT,
                  logicType: 'auto-detect',
                  modelTier: 'standard',
                  plan: 'free',
                  deadline: Date.now() + 120_000,
                },
                opts: { jobId: idempotencyKey, priority: 10, removeOnComplete: true, removeOnFail: true },
              };
            }),
          );
        }
        const answered = await stack.request(member, 'POST', '/api/process-text', {
          inputText: TEXT,
          logicType: 'auto-detect',
        });
        if (answered.status !== 200) throw new Error(`the Pro request answered ${answered.status}`);
        latencies.push(answered.ms);
      }
      latencies.sort((a, b) => a - b);
      results[backlog] = latencies[Math.floor(latencies.length / 2)]!;
    }
    return results;
  } finally {
    await queue.close();
  }
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

async function main() {
  console.log(`Untangle system benchmark: ${RUNS} runs of ${DURATION_S} s each, median reported\n`);
  const ceilingResults = await ceiling();
  // A redis-server of its own, so its CPU time is this stack's alone.
  const stack = await startStack({ label: 'bench', privateRedis: true, env: { LOG_LEVEL: 'warn' } });
  try {
    const member = await stack.signUp();
    await stack.makePro(member);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = memory(stack);
    const processed = await processText(stack, member);
    const sessions = await sessionsList(
      stack,
      await (async () => {
        const other = await stack.signUp();
        await stack.makePro(other);
        return other;
      })(),
    );
    const priorities = await priority(stack, member);

    const report = {
      machine: {
        cpus: (await import('node:os')).cpus().length,
        node: process.version,
        runs: RUNS,
        durationS: DURATION_S,
      },
      ceiling: ceilingResults,
      processText: processed.results,
      processTextShareOfCeiling: Object.fromEntries(
        CONNECTIONS.map((c) => [c, round(processed.results[c]!.rps / ceilingResults[c]!.rps, 3)]),
      ),
      sessionsList: sessions,
      proLatencyMsByFreeJobsAhead: priorities,
      memoryMb: { idle, underLoad: processed.peak },
      cpuMsPerRequestAt32: processed.cpu,
      redisCommandsPerRequestAt32: processed.redisCommands,
      goals: {} as Record<string, boolean>,
    };

    const table = (title: string, rows: Array<[string, WrkResult]>) => {
      console.log(title);
      console.log('  conns      req/s     p50 ms    p99 ms   errors');
      for (const [label, r] of rows) {
        console.log(
          `  ${label.padEnd(6)} ${round(r.rps, 0).toString().padStart(9)} ${round(r.p50Ms).toString().padStart(10)} ${round(r.p99Ms).toString().padStart(9)} ${String(r.errors).padStart(8)}`,
        );
      }
      console.log('');
    };
    table(
      '1. Ceiling: nginx → bare Node handler',
      CONNECTIONS.map((c) => [String(c), ceilingResults[c]!]),
    );
    table(
      '2. POST /api/process-text through nginx (local engine)',
      CONNECTIONS.map((c) => [String(c), processed.results[c]!]),
    );
    console.log(
      `   share of the ceiling: ${CONNECTIONS.map((c) => `${c}: ${(report.processTextShareOfCeiling[c]! * 100).toFixed(1)}%`).join(', ')}\n`,
    );
    table('3. GET /api/sessions (Pro, 100 sessions)', [['32', sessions]]);
    console.log(`4. Pro request latency with free jobs queued ahead (median of ${PRIORITY_SAMPLES})`);
    for (const [backlog, ms] of Object.entries(priorities))
      console.log(`  ${backlog.padStart(5)} free jobs ahead: ${round(ms)} ms`);
    console.log(`  ratio 1000 vs 0: ${round(priorities[1000]! / priorities[0]!, 2)}\n`);
    console.log('5. Resident memory (MB): idle → peak under process-text load at 32 connections');
    for (const name of SERVICES)
      console.log(
        `  ${name.padEnd(24)} ${round(idle[name]!).toString().padStart(6)} → ${round(processed.peak[name]!)}`,
      );
    console.log('');
    printCpu(processed.cpu);
    printRedisCommands(processed.redisCommands);
    report.goals = printGoals({
      processText32: processed.results[32]!,
      sessions32: sessions,
      proLatencyRatio: priorities[1000]! / priorities[0]!,
      peakResidentMb: processed.peak,
    });
    printReproduce(report.machine);
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/system.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log('\nWritten: bench/results/system.json');
  } finally {
    await stack.stop();
  }
}

await main();
