// Benchmark of the local restructuring engine (@untangle/restructure-engine, built dist).
// Run: npx tsc -b libs/restructure-engine && node --expose-gc bench/restructure-engine.bench.ts
// For each logic type, a text of about 4,000 characters (the input limit) is built from the dev
// set's shuffled items of that type (and one from the everyday stories, data/restructure-everyday.jsonl); it is restructured many times and the median and p95 times
// are reported, plus the heap and RSS growth over the whole run. Results: bench/results/restructure-engine.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { restructure } from '@untangle/restructure-engine';

type LogicType = 'chronological' | 'cause-effect' | 'argument-flow' | 'process';

interface Item {
  type: LogicType;
  shuffled: string;
  sentences: string[];
}

interface Row {
  type: LogicType | 'many-short' | 'everyday';
  requested: string;
  chars: number;
  sentences: number;
  runs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
}

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARMUP = 30;
const LIMIT = 4000;
const BUDGET_MS = 10;

const items: Item[] = readFileSync(join(root, 'libs/restructure-engine/data/restructure-dev.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Item);

/** First-person everyday stories (data/restructure-everyday.jsonl): the day / outing script path. */
const everyday: Item[] = readFileSync(
  join(root, 'libs/restructure-engine/data/restructure-everyday.jsonl'),
  'utf8',
)
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Item);

function textOf(type: LogicType | 'everyday'): string {
  const parts = (type === 'everyday' ? everyday : items.filter((item) => item.type === type)).map(
    (item) => item.shuffled,
  );
  let text = '';
  for (let k = 0; text.length < LIMIT - 80; k++) {
    const next = parts[k % parts.length]!;
    const candidate = text.length === 0 ? next : `${text} ${next}`;
    if (candidate.length > LIMIT) {
      // Fill up to the limit sentence by sentence.
      for (const sentence of next.split(/(?<=[.!?])\s+/)) {
        if (text.length + sentence.length + 1 > LIMIT) break;
        text = `${text} ${sentence}`;
      }
      break;
    }
    text = candidate;
  }
  return text;
}

/** The worst case for the solver: as many sentences as fit, shortest first (about 60). */
function manyShortSentences(): string {
  const all = items
    .flatMap((item) => item.sentences)
    .sort((a, b) => a.length - b.length || a.localeCompare(b));
  let text = '';
  for (const sentence of all) {
    if (text.length + sentence.length + 1 > LIMIT) break;
    text = text.length === 0 ? sentence : `${text} ${sentence}`;
  }
  return text;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage();
const rows: Row[] = [];
for (const type of [
  'chronological',
  'cause-effect',
  'argument-flow',
  'process',
  'many-short',
  'everyday',
] as const) {
  const text = type === 'many-short' ? manyShortSentences() : textOf(type);
  for (const requested of type === 'many-short'
    ? (['chronological', 'auto-detect'] as const)
    : type === 'everyday'
      ? (['chronological', 'cause-effect', 'auto-detect'] as const)
      : ([type, 'auto-detect'] as const)) {
    for (let k = 0; k < WARMUP; k++) restructure({ text, logicType: requested });
    const times: number[] = [];
    let sentences = 0;
    for (let k = 0; k < RUNS; k++) {
      const start = performance.now();
      const result = restructure({ text, logicType: requested });
      times.push(performance.now() - start);
      sentences = result.order.length;
    }
    times.sort((a, b) => a - b);
    rows.push({
      type,
      requested,
      chars: text.length,
      sentences,
      runs: RUNS,
      medianMs: percentile(times, 50),
      p95Ms: percentile(times, 95),
      maxMs: times[times.length - 1]!,
    });
  }
}
gc?.();
const after = process.memoryUsage();
const memory = {
  gcExposed: gc !== undefined,
  heapUsedDeltaMB: (after.heapUsed - before.heapUsed) / 2 ** 20,
  rssDeltaMB: (after.rss - before.rss) / 2 ** 20,
  rssMB: after.rss / 2 ** 20,
};

const pad = (value: string, width: number) => value.padStart(width);
console.log(
  `restructure-engine: ${RUNS} runs per row after ${WARMUP} warm-up runs (budget ${BUDGET_MS} ms median)`,
);
console.log(
  `${'type'.padEnd(14)} ${'requested'.padEnd(14)} ${pad('chars', 5)} ${pad('sent.', 5)} ${pad('median ms', 9)} ${pad('p95 ms', 7)} ${pad('max ms', 7)}`,
);
for (const row of rows) {
  console.log(
    `${row.type.padEnd(14)} ${row.requested.padEnd(14)} ${pad(String(row.chars), 5)} ${pad(String(row.sentences), 5)} ${pad(row.medianMs.toFixed(2), 9)} ${pad(row.p95Ms.toFixed(2), 7)} ${pad(row.maxMs.toFixed(2), 7)}`,
  );
}
console.log(
  `memory: heap ${memory.heapUsedDeltaMB >= 0 ? '+' : ''}${memory.heapUsedDeltaMB.toFixed(2)} MB, RSS ${memory.rssDeltaMB >= 0 ? '+' : ''}${memory.rssDeltaMB.toFixed(2)} MB (RSS now ${memory.rssMB.toFixed(1)} MB${memory.gcExposed ? '' : '; run with --expose-gc for a settled heap figure'})`,
);
const worst = Math.max(...rows.map((row) => row.medianMs));
console.log(
  worst < BUDGET_MS
    ? `within budget: worst median ${worst.toFixed(2)} ms`
    : `OVER BUDGET: worst median ${worst.toFixed(2)} ms`,
);

mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'restructure-engine.json'),
  `${JSON.stringify({ benchmark: 'restructure-engine', node: process.version, runs: RUNS, budgetMs: BUDGET_MS, rows, memory }, null, 2)}\n`,
);
