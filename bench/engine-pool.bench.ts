// What running the local engine in worker threads costs: the same texts restructured in-process
// (`restructure()` on the event loop) and through the service's thread pool (post the text, wait
// for the answer), one request at a time, so the difference is the pool's own overhead per text.
// Run: npm run build && node bench/engine-pool.bench.ts        (BENCH_RUNS=300 by default)
// Results: bench/results/engine-pool.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { restructure } from '@untangle/restructure-engine';
import { localEngine } from '@untangle/text-processing/testing';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARMUP = 30;

const dev = readFileSync(join(root, 'libs/restructure-engine/data/restructure-dev.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { shuffled: string });
const short = 'At 9:20 the team met. The meeting opened at 9 am with coffee. At 10 the plan was signed.';
let long = '';
for (const item of dev)
  if (long.length + item.shuffled.length < 3_990) long = `${long} ${item.shuffled}`.trim();

const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

async function timeIt(run: () => unknown): Promise<number> {
  for (let k = 0; k < WARMUP; k++) await run();
  const times: number[] = [];
  for (let k = 0; k < RUNS; k++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

const engine = localEngine({ LOCAL_ENGINE_THREADS: 1 });
const rows = [];
for (const [name, text] of [
  ['short (90 chars)', short],
  [`long (${long.length} chars)`, long],
] as const) {
  const inProcessMs = await timeIt(() => restructure({ text, logicType: 'auto-detect' }));
  const pooledMs = await timeIt(() =>
    engine.restructure({ text, logicType: 'auto-detect', modelTier: 'standard' }),
  );
  rows.push({ text: name, inProcessMs, pooledMs, overheadMs: pooledMs - inProcessMs });
}
await engine.close();

console.log(`engine pool: median of ${RUNS} sequential runs after ${WARMUP} warm-up runs`);
for (const row of rows) {
  console.log(
    `${row.text.padEnd(20)} in-process ${row.inProcessMs.toFixed(3)} ms, through the pool ${row.pooledMs.toFixed(3)} ms (+${row.overheadMs.toFixed(3)} ms)`,
  );
}
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'engine-pool.json'),
  `${JSON.stringify({ benchmark: 'engine-pool', node: process.version, runs: RUNS, rows }, null, 2)}\n`,
);
