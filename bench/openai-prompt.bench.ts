// The premium path's two prompts, compared against the local fake OpenAI server generating at a fixed
// token rate (default 50 tokens per second): the OLD prompt (the model retypes the whole text in the
// new order; bench/lib/retype-engine.ts, reachable only here) and the NEW one (the model answers with
// the order of numbered sentences; the product's openai engine). Both run through the product's
// RestructureRunner (fidelity check, one retry with feedback) and the official SDK.
// Run: npx tsc -b tsconfig.build.json && node bench/openai-prompt.bench.ts
// Texts of up to 500 and of up to 4,000 characters are built from the dev set's items, whose gold
// order the stand-in model knows (bench/lib/gold-model.ts); it slips while writing at the rates below.
// Per prompt and size: end-to-end latency (median, p95), output and prompt tokens per request (all
// answers, retries included), answers rejected and requests that failed.
// Settings: BENCH_TOKENS_PER_S (50), BENCH_REQUESTS (20 texts per size), BENCH_RETYPE_SLIP_RATE (0.02
// per sentence retyped), BENCH_ORDER_SLIP_RATE (0.002 per number written).
// Results: bench/results/openai-prompt.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from '@untangle/nest-kit';
import { segment } from '@untangle/restructure-engine';
import {
  OpenAiEngine,
  RestructureRunner,
  startFakeOpenAi,
  type RestructureEngine,
} from '@untangle/text-processing/testing';
import { goldModel, type GoldText } from './lib/gold-model.ts';
import { RetypeEngine } from './lib/retype-engine.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const TOKENS_PER_S = Number(process.env.BENCH_TOKENS_PER_S ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const RETYPE_SLIP_RATE = Number(process.env.BENCH_RETYPE_SLIP_RATE ?? 0.02);
const ORDER_SLIP_RATE = Number(process.env.BENCH_ORDER_SLIP_RATE ?? 0.002);
const SIZES = [500, 4000];
const MODEL = 'premium-model';

interface Item {
  type: string;
  sentences: string[];
  shuffled: string;
}

const items: Item[] = readFileSync(join(root, 'libs/restructure-engine/data/restructure-dev.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Item);

/**
 * A text of at most `limit` characters: the shuffled sentences of consecutive dev items from `start`
 * on, sentence by sentence (a sentence that would overflow is skipped, until the text is within 60
 * characters of the limit); the gold order is item by item, each in its own gold order.
 */
function goldText(start: number, limit: number): GoldText {
  const parts: string[] = [];
  const rank = new Map<string, number>();
  let length = 0;
  for (let k = 0; k < items.length && length < limit - 60; k++) {
    const item = items[(start + k) % items.length]!;
    for (const piece of segment(item.shuffled)) {
      const gold = item.sentences.indexOf(piece.text);
      const added = (length === 0 ? 0 : 1) + piece.text.length;
      if (gold < 0 || rank.has(piece.text) || length + added > limit) continue;
      parts.push(piece.text);
      rank.set(piece.text, k * 1000 + gold);
      length += added;
    }
  }
  return { text: parts.join(' '), rank, type: items[start % items.length]!.type };
}

interface Row {
  prompt: 'old' | 'new';
  chars: number;
  requests: number;
  meanChars: number;
  meanSentences: number;
  medianMs: number;
  p95Ms: number;
  outputTokensPerRequest: number;
  promptTokensPerRequest: number;
  answers: number;
  rejectedAnswers: number;
  failedRequests: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

const texts = new Map(
  SIZES.map((size) => [
    size,
    Array.from({ length: REQUESTS }, (_, k) => goldText((k * 7) % items.length, size)),
  ]),
);
const model = await startFakeOpenAi(
  goldModel([...texts.values()].flat(), { retypeSlipRate: RETYPE_SLIP_RATE, orderSlipRate: ORDER_SLIP_RATE }),
  { tokensPerSecond: TOKENS_PER_S },
);
const engines: Record<Row['prompt'], RestructureEngine> = {
  old: new RetypeEngine(model.baseUrl, MODEL),
  new: new OpenAiEngine({
    OPENAI_API_KEY: 'bench',
    OPENAI_BASE_URL: model.baseUrl,
    OPENAI_MODEL_STANDARD: MODEL,
    OPENAI_MODEL_PREMIUM: MODEL,
    OPENAI_TIMEOUT_MS: 600_000,
    OPENAI_RESPONSE_FORMAT: 'json_schema',
  }),
};
const logger = createLogger('bench', 'silent');
const metrics = { providerErrors: { inc: () => undefined } } as unknown as ConstructorParameters<
  typeof RestructureRunner
>[1];

const rows: Row[] = [];
try {
  for (const size of SIZES) {
    const batch = texts.get(size)!;
    for (const prompt of ['old', 'new'] as const) {
      const runner = new RestructureRunner(engines[prompt], metrics, logger);
      const firstRequest = model.requests.length;
      const outcomes = await Promise.all(
        batch.map(async (gold) => {
          const started = performance.now();
          const ok = await runner
            .run({ text: gold.text, logicType: 'auto-detect', modelTier: 'premium' })
            .then(
              () => true,
              () => false,
            );
          return { ms: performance.now() - started, ok };
        }),
      );
      const asked = model.requests.slice(firstRequest);
      const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
      const failed = outcomes.filter((outcome) => !outcome.ok).length;
      const sum = (pick: (usage: { promptTokens: number; completionTokens: number }) => number) =>
        asked.reduce((total, request) => total + (request.usage ? pick(request.usage) : 0), 0);
      rows.push({
        prompt,
        chars: size,
        requests: batch.length,
        meanChars: Math.round(batch.reduce((total, gold) => total + gold.text.length, 0) / batch.length),
        meanSentences: Number(
          (batch.reduce((total, gold) => total + gold.rank.size, 0) / batch.length).toFixed(1),
        ),
        medianMs: Math.round(percentile(latencies, 0.5)),
        p95Ms: Math.round(percentile(latencies, 0.95)),
        outputTokensPerRequest: Math.round(sum((usage) => usage.completionTokens) / batch.length),
        promptTokensPerRequest: Math.round(sum((usage) => usage.promptTokens) / batch.length),
        answers: asked.length,
        // Every answer beyond the one accepted per successful request was rejected.
        rejectedAnswers: asked.length - (batch.length - failed),
        failedRequests: failed,
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
  }
} finally {
  await model.stop();
}

console.log(
  `\n${TOKENS_PER_S} tokens/s; slips: ${RETYPE_SLIP_RATE} per retyped sentence, ${ORDER_SLIP_RATE} per written number\n`,
);
console.log(
  '| prompt | text (mean chars, sentences) | median ms | p95 ms | output tokens | prompt tokens | answers rejected | requests failed |',
);
console.log('| --- | --- | --: | --: | --: | --: | --: | --: |');
for (const row of rows) {
  console.log(
    `| ${row.prompt === 'old' ? 'old: retype the text' : 'new: answer the order'} | ≤ ${row.chars} (${row.meanChars}, ${row.meanSentences}) | ` +
      `${row.medianMs} | ${row.p95Ms} | ${row.outputTokensPerRequest} | ${row.promptTokensPerRequest} | ` +
      `${row.rejectedAnswers} of ${row.answers} | ${row.failedRequests} of ${row.requests} |`,
  );
}
mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(
  join(here, 'results', 'openai-prompt.json'),
  `${JSON.stringify({ tokensPerSecond: TOKENS_PER_S, retypeSlipRate: RETYPE_SLIP_RATE, orderSlipRate: ORDER_SLIP_RATE, rows }, null, 2)}\n`,
);
