// What BullMQ costs Redis per restructure job, and whether its settings change it:
// `node bench/bullmq-scripts.bench.ts` after a build (BENCH_JOBS, BENCH_ROUNDS).
// A private redis-server on loopback; the product's own job and worker options (queue-settings.ts)
// against variants of them; a worker whose processor returns the local engine's real result for the
// system benchmark's text, so the stored and published result has its real size. Jobs run in a
// closed loop of BENCH_IN_FLIGHT; each variant runs on its own queue, the variants interleaved over
// rounds, and the median round is reported: Redis CPU time per job (/proc), the part of it spent in
// BullMQ's Lua scripts (EVALSHA in INFO commandstats, on a machine with a core to spare), and the CPU
// time of this one Node process that adds the jobs and works them (the api's and the worker's share
// of BullMQ together, with a processor that does nothing but answer).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { Queue, Worker, type JobsOptions } from 'bullmq';
import { startRedisServer } from '@untangle/test-kit';
import { restructure } from '@untangle/restructure-engine';
import { TextProcessingConfig } from '../services/text-processing/dist/config.js';
import { jobOptions, workerOptions } from '../services/text-processing/dist/queue/queue-settings.js';
import { processCpuMs } from './lib/process-cpu.ts';
import { redisCommandTimes } from './lib/redis-commands.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 3000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 16);
const TEXT =
  'The team shipped the release on Friday. On Monday they had planned the work. By Wednesday every test passed. ' +
  'On Tuesday they wrote the code. After the release they celebrated with cake.';
const RESULT = { ...restructure({ text: TEXT }), engine: 'local' };

interface Variant {
  name: string;
  /** Jobs run before the measured ones (to fill a retention window). */
  warmUp: number;
  config: Partial<TextProcessingConfig>;
  job?: JobsOptions;
  eventsMaxLen?: number;
}

const SHIPPED = new TextProcessingConfig();

const VARIANTS: Variant[] = [
  {
    name: `shipped (keep ${SHIPPED.TEXT_PROCESSING_KEEP_COMPLETED_S / 3600} h / ${SHIPPED.TEXT_PROCESSING_KEEP_COMPLETED_COUNT.toLocaleString('en')} finished)`,
    warmUp: 300,
    config: {},
  },
  {
    name: 'window full: each finish evicts one job',
    warmUp: 1500,
    config: { TEXT_PROCESSING_KEEP_COMPLETED_COUNT: 1000 },
  },
  { name: 'removed when finished', warmUp: 300, config: {}, job: { removeOnComplete: true } },
  { name: 'event stream of 1,000 instead of 10,000', warmUp: 300, config: {}, eventsMaxLen: 1000 },
];

/** Runs `count` jobs through `worker`, keeping IN_FLIGHT of them added and not yet finished. */
async function runJobs(queue: Queue, worker: Worker, options: JobsOptions, count: number): Promise<void> {
  let added = 0;
  let finished = 0;
  await new Promise<void>((resolve, reject) => {
    const add = () => {
      added += 1;
      const id = randomUUID();
      queue
        .add(
          'restructure',
          { idempotencyKey: id, text: TEXT, plan: 'pro' },
          { ...options, jobId: id, priority: 1 },
        )
        .catch(reject);
    };
    const onDone = () => {
      finished += 1;
      if (finished === count) {
        worker.off('completed', onDone);
        resolve();
      } else if (added < count) add();
    };
    worker.on('completed', onDone);
    for (let i = 0; i < Math.min(IN_FLIGHT, count); i += 1) add();
  });
}

async function measure(url: string, redisPid: number, variant: Variant, round: number) {
  const config = Object.assign(new TextProcessingConfig(), variant.config);
  const name = `bench-${round}-${VARIANTS.indexOf(variant)}`;
  const connection = { url };
  const queue = new Queue(name, {
    connection,
    ...(variant.eventsMaxLen ? { streams: { events: { maxLen: variant.eventsMaxLen } } } : {}),
  });
  const worker = new Worker(name, async () => RESULT, {
    ...workerOptions(config),
    connection: { url, maxRetriesPerRequest: null },
  });
  const options = { ...jobOptions(config), ...variant.job };
  try {
    await runJobs(queue, worker, options, variant.warmUp);
    const commands = await redisCommandTimes(url);
    const cpu = processCpuMs(redisPid);
    const client = process.cpuUsage();
    await runJobs(queue, worker, options, JOBS);
    const clientUsage = process.cpuUsage(client);
    const scriptsUs =
      ((await redisCommandTimes(url)).get('evalsha')?.usec ?? 0) - (commands.get('evalsha')?.usec ?? 0);
    return {
      redisUs: ((processCpuMs(redisPid) - cpu) * 1000) / JOBS,
      scriptsUs: scriptsUs / JOBS,
      clientUs: (clientUsage.user + clientUsage.system) / JOBS,
    };
  } finally {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

async function main() {
  const server = await startRedisServer();
  const probe = new Redis(server.url);
  const redisPid = Number(/process_id:(\d+)/.exec(await probe.info('server'))?.[1]);
  probe.disconnect();
  const results = new Map<Variant, Array<{ redisUs: number; scriptsUs: number; clientUs: number }>>();
  try {
    for (let round = 0; round < ROUNDS; round += 1)
      for (const variant of VARIANTS) {
        const runs = results.get(variant) ?? [];
        runs.push(await measure(server.url, redisPid, variant, round));
        results.set(variant, runs);
      }
  } finally {
    await server.stop();
  }
  console.log(
    `BullMQ's cost to Redis per restructure job: ${JOBS} jobs per run, ${IN_FLIGHT} in flight, ` +
      `median of ${ROUNDS} interleaved rounds`,
  );
  console.log(
    `  ${'variant'.padEnd(44)} ${'Redis CPU µs/job'.padStart(17)} ${'of it EVALSHA'.padStart(14)} ${'Node CPU µs/job'.padStart(16)}`,
  );
  for (const [variant, runs] of results) {
    const median = [...runs].sort((a, b) => a.redisUs - b.redisUs)[Math.floor(runs.length / 2)]!;
    console.log(
      `  ${variant.name.padEnd(44)} ${median.redisUs.toFixed(0).padStart(17)} ${median.scriptsUs.toFixed(0).padStart(14)} ${median.clientUs.toFixed(0).padStart(16)}`,
    );
  }
}

await main();
