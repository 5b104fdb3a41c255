// The figures train.ts reports for the learned ordering model: mean Kendall tau of passages
// solved under a mix, per type for the cue model alone, the learned scorers alone and the shipped
// mix, and for the general learned scorers alone on whole-paragraph passages.
import type { DetectedLogicType } from '@untangle/contracts';
import { kendallTauBetween } from '../../dist/kendall.js';
import { combine, CUE_ONLY_MIX, learnedParts, type Mix, type Scorers } from '../../dist/learned/model.js';
import { solve } from '../../dist/order/solver.js';
import { typedTable, TYPES, type Passage } from './passages.ts';

/** Mean tau of the passages solved with their `type` cue model and learned parts under `mix`. */
export function meanTau(
  passages: readonly Passage[],
  type: DetectedLogicType,
  parts: ReturnType<typeof learnedParts>[],
  mix: Mix,
): number {
  let sum = 0;
  passages.forEach((p, k) => {
    sum += kendallTauBetween(solve(combine(p.cues.get(type)!, parts[k]!, mix)), p.gold);
  });
  return passages.length === 0 ? 0 : sum / passages.length;
}

/** Mean tau per type: the cue model alone, the learned scorers alone, and the shipped mix. */
export function evaluate(passages: readonly Passage[], model: { types: Record<string, unknown> }): string {
  const lines: string[] = [];
  const cueOnly = CUE_ONLY_MIX;
  const totals = { n: 0, cue: 0, learned: 0, mixed: 0 };
  for (const type of TYPES) {
    const own = passages.filter((p) => p.cues.has(type));
    const { scorers, mix } = model.types[type] as { scorers: Scorers; mix: Mix };
    const parts = own.map((p) => learnedParts(typedTable(p, type), scorers));
    const learnedOnly: Mix = { ...mix, cueBefore: 0, cueHard: 0, cueNext: 0, cueAt: 0 };
    const row = {
      cue: meanTau(own, type, parts, cueOnly),
      learned: meanTau(own, type, parts, learnedOnly),
      mixed: meanTau(own, type, parts, mix),
    };
    totals.n += own.length;
    totals.cue += row.cue * own.length;
    totals.learned += row.learned * own.length;
    totals.mixed += row.mixed * own.length;
    lines.push(
      `  ${type.padEnd(14)} n=${String(own.length).padStart(5)}  cue rules ${row.cue.toFixed(3)}  learned ${row.learned.toFixed(3)}  shipped ${row.mixed.toFixed(3)}`,
    );
  }
  lines.push(
    `  ${'all'.padEnd(14)} n=${String(totals.n).padStart(5)}  cue rules ${(totals.cue / totals.n).toFixed(3)}  learned ${(totals.learned / totals.n).toFixed(3)}  shipped ${(totals.mixed / totals.n).toFixed(3)}`,
  );
  return lines.join('\n');
}

/** Mean tau of the learned scorers alone (no cue model) on whole-paragraph passages. */
export function evaluateLearned(passages: readonly Passage[], scorers: Scorers): string {
  const aligned = passages.filter((p) => p.aligned);
  const mix: Mix = {
    learnedBefore: 1,
    learnedNext: 1,
    learnedFirst: 1,
    learnedLast: 1,
    cueBefore: 0,
    cueHard: 0,
    cueNext: 0,
    cueAt: 0,
  };
  let sum = 0;
  let first = 0;
  for (const p of aligned) {
    const n = p.table.n;
    const empty = {
      n,
      before: new Float64Array(n * n),
      next: new Float64Array(n * n),
      at: new Float64Array(n * n),
    };
    const parts = learnedParts(p.table, scorers);
    const order = solve(combine(empty, parts, mix));
    sum += kendallTauBetween(order, p.gold);
    if (order[0] === p.gold[0]) first++;
  }
  return `  learned scorers alone, ${aligned.length} whole-paragraph passages: mean tau ${(sum / aligned.length).toFixed(3)}, first sentence right ${((100 * first) / aligned.length).toFixed(1)}%`;
}
