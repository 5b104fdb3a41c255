// The training examples of the learned scorers, from passages in gold order (see fit-scorers.ts):
// - precedence: for every gold pair a before b, the difference of their sentence features and of
//   their directed pair features (a pairwise logistic regression example: "i precedes j");
// - next: for every sentence but the last, the choice among all other sentences of the one that
//   follows it (adjacency features of the pair, then the candidate's sentence features);
// - first / last: on whole-paragraph passages only, the choice of the opening / closing sentence.
import type { DetectedLogicType } from '@untangle/contracts';
import { NEXT_FEATURES, PAIR_FEATURES, type FeatureTable } from '../../dist/learned/pairs.js';
import type { ChoiceExample } from './logistic.ts';
import { typedTable, type Passage } from './passages.ts';

const P = PAIR_FEATURES.length;
const A = NEXT_FEATURES.length;

export interface TrainingExamples {
  /** Precedence examples, each S + P long (S: sentence features per sentence). */
  pairs: Float64Array[];
  /** Next-sentence choices, each row A + S long. */
  nexts: ChoiceExample[];
  /** Opening-sentence choices, each row S long. */
  firsts: ChoiceExample[];
  /** Closing-sentence choices, each row S long. */
  lasts: ChoiceExample[];
}

function sentenceRow(table: FeatureTable, i: number): Float64Array {
  return table.sentence.slice(i * table.stride, (i + 1) * table.stride);
}

/** The examples of every passage, with the cue-model features of `type` when given. */
export function trainingExamples(
  passages: readonly Passage[],
  type: DetectedLogicType | undefined,
): TrainingExamples {
  const pairs: Float64Array[] = [];
  const nexts: ChoiceExample[] = [];
  const firsts: ChoiceExample[] = [];
  const lasts: ChoiceExample[] = [];
  const S = passages[0]!.table.stride;
  for (const passage of passages) {
    const { gold, aligned } = passage;
    const table = typedTable(passage, type);
    const n = table.n;
    const rows = gold.map((i) => sentenceRow(table, i));
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const i = gold[a]!;
        const j = gold[b]!;
        const d = new Float64Array(S + P);
        for (let f = 0; f < S; f++) d[f] = table.sentence[i * S + f]! - table.sentence[j * S + f]!;
        for (let f = 0; f < P; f++)
          d[S + f] = table.pair[(i * n + j) * P + f]! - table.pair[(j * n + i) * P + f]!;
        pairs.push(d);
      }
      if (a + 1 < n) {
        const i = gold[a]!;
        const candidates = gold.filter((j) => j !== i);
        nexts.push({
          rows: candidates.map((j) => {
            const x = new Float64Array(A + S);
            x.set(table.next.subarray((i * n + j) * A, (i * n + j + 1) * A), 0);
            x.set(sentenceRow(table, j), A);
            return x;
          }),
          gold: candidates.indexOf(gold[a + 1]!),
        });
      }
    }
    if (aligned) {
      firsts.push({ rows, gold: 0 });
      lasts.push({ rows, gold: n - 1 });
    }
  }
  return { pairs, nexts, firsts, lasts };
}
