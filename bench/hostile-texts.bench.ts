// Worst case of the local engine on texts shaped to hurt it (@untangle/test-kit's hostile texts, up
// to the 4,000-character limit), for every logic type the member can request.
// Run: npm run build && node bench/hostile-texts.bench.ts        (BENCH_RUNS=5 by default)
// For each shape it reports the slowest logic type's median and maximum over BENCH_RUNS runs (after
// one warm-up run), and the sentence count the engine saw. The service stops any text at
// LOCAL_ENGINE_DEADLINE_MS (2,000 ms by default); this shows how far below that the worst case is.
// Results: bench/results/hostile-texts.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOGIC_TYPES } from '@untangle/contracts';
import { restructure, RestructureInputError } from '@untangle/restructure-engine';
import { HOSTILE_SHAPES, hostileText } from '@untangle/test-kit';

const here = dirname(fileURLToPath(import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DEADLINE_MS = 2_000;

interface Row {
  shape: string;
  chars: number;
  sentences: number;
  slowestType: string;
  medianMs: number;
  maxMs: number;
  refused?: string;
}

function timeRuns(text: string, logicType: (typeof LOGIC_TYPES)[number]) {
  const times: number[] = [];
  let sentences = 0;
  let refused: string | undefined;
  for (let run = 0; run <= RUNS; run++) {
    const start = performance.now();
    try {
      sentences = restructure({ text, logicType }).order.length;
    } catch (error) {
      if (!(error instanceof RestructureInputError)) throw error;
      refused = error.code;
    }
    if (run > 0) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)]!, maxMs: times.at(-1)!, sentences, refused };
}

const rows: Row[] = [];
for (const shape of HOSTILE_SHAPES) {
  const text = hostileText(shape);
  let worst: Row | undefined;
  for (const logicType of LOGIC_TYPES) {
    const timing = timeRuns(text, logicType);
    if (!worst || timing.maxMs > worst.maxMs) {
      worst = {
        shape,
        chars: [...text].length,
        sentences: timing.sentences,
        slowestType: logicType,
        medianMs: timing.medianMs,
        maxMs: timing.maxMs,
        ...(timing.refused ? { refused: timing.refused } : {}),
      };
    }
  }
  rows.push(worst!);
}

console.log(`hostile texts: slowest logic type per shape, ${RUNS} runs each (deadline ${DEADLINE_MS} ms)`);
console.log(
  `${'shape'.padEnd(18)} ${'chars'.padStart(5)} ${'sent.'.padStart(5)} ${'slowest type'.padEnd(14)} ${'median ms'.padStart(9)} ${'max ms'.padStart(8)}`,
);
for (const row of rows) {
  console.log(
    `${row.shape.padEnd(18)} ${String(row.chars).padStart(5)} ${String(row.sentences).padStart(5)} ${row.slowestType.padEnd(14)} ${row.medianMs.toFixed(1).padStart(9)} ${row.maxMs.toFixed(1).padStart(8)}${row.refused ? `  (refused: ${row.refused})` : ''}`,
  );
}
const worst = rows.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
console.log(
  `worst case: ${worst.shape} as ${worst.slowestType}, ${worst.maxMs.toFixed(1)} ms ` +
    `(${((worst.maxMs / DEADLINE_MS) * 100).toFixed(0)} % of the deadline)`,
);
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'hostile-texts.json'),
  `${JSON.stringify({ benchmark: 'hostile-texts', node: process.version, runs: RUNS, deadlineMs: DEADLINE_MS, rows }, null, 2)}\n`,
);
