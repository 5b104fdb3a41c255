// Training passages of the learned ordering model (see scripts/train.ts): shuffled runs of
// sentences with their feature table, gold order and the cue models of the logic types whose
// explicit cues they show. Uses the engine's own built code (dist/), so training sees exactly the
// segmentation, cues and features the engine computes at run time.
import type { DetectedLogicType } from '@untangle/contracts';
import { analyseCoherence } from '../../dist/cues/coherence/index.js';
import type { Lexicon } from '../../dist/learned/lexicon.js';
import { extractFeatures, withCueFeatures, type FeatureTable } from '../../dist/learned/pairs.js';
import { SENTENCE_FEATURES } from '../../dist/learned/sentence-features.js';
import { buildArgumentModel } from '../../dist/order/argument.js';
import { buildCauseEffectModel } from '../../dist/order/causal.js';
import { buildChronologicalModel } from '../../dist/order/chronological.js';
import { buildProcessModel } from '../../dist/order/process.js';
import type { OrderModel } from '../../dist/order/solver.js';
import { mergeWordFamilies, toSentence } from '../../dist/text/document.js';
import type { CorpusDocument } from '../fetch-corpus.ts';
import { runsOf, type Shard } from './corpus-runs.ts';
import { learnLexicon } from './lexicon.ts';

export const TYPES: readonly DetectedLogicType[] = [
  'chronological',
  'cause-effect',
  'argument-flow',
  'process',
];

const CUE_MODELS = {
  chronological: buildChronologicalModel,
  'cause-effect': buildCauseEffectModel,
  'argument-flow': buildArgumentModel,
  process: buildProcessModel,
} as const;

export interface Passage {
  shard: Shard;
  doc: string;
  /** Shuffled sentences' feature table. */
  table: FeatureTable;
  /** Shuffled indices in gold order. */
  gold: number[];
  /** Whether the passage is a whole paragraph's opening (starts where the paragraph starts). */
  aligned: boolean;
  /** The logic types whose explicit cues the passage shows, with that type's cue model on it. */
  cues: Map<DetectedLogicType, OrderModel>;
}

/**
 * The explicit cues of a type, counted in sentences: dates for a chronology, instructions or step
 * markers for a process, causal markers for cause-effect, argument markers for an argument.
 */
function cueTypes(table: FeatureTable): DetectedLogicType[] {
  const count = (names: readonly string[]) => {
    let c = 0;
    for (let i = 0; i < table.n; i++)
      if (names.some((name) => table.sentence[i * table.stride + SENTENCE_FEATURES.indexOf(name)]! > 0)) c++;
    return c;
  };
  const types: DetectedLogicType[] = [];
  if (count(['date']) >= 3) types.push('chronological');
  if (count(['effect-marked', 'cause-inside', 'causal-verb', 'opens-result']) >= 2)
    types.push('cause-effect');
  if (count(['role-evidence', 'role-counter', 'role-rebuttal', 'role-conclusion', 'opens-concession']) >= 2)
    types.push('argument-flow');
  if (count(['instruction', 'step-marker']) >= 3) types.push('process');
  return types;
}

/** The corpus's passages, and the lexicon (learned from their training shard unless given). */
export function buildPassages(
  docs: readonly CorpusDocument[],
  given?: Lexicon,
): { passages: Passage[]; lexicon: Lexicon } {
  const runs = runsOf(docs);
  const lexicon = given ?? learnLexicon(runs);
  const passages = runs.map((run) => {
    const coherence = analyseCoherence(run.sentences);
    const table = extractFeatures(run.sentences, coherence, lexicon);
    const cues = new Map<DetectedLogicType, OrderModel>();
    for (const type of cueTypes(table)) cues.set(type, CUE_MODELS[type](run.sentences, coherence).model);
    return { shard: run.shard, doc: run.doc, aligned: run.aligned, table, gold: run.gold, cues };
  });
  return { passages, lexicon };
}

/** An item's sentences analysed in its shuffled order, as a member's pasted text is. */
export function shuffledSentences(item: { sentences: readonly string[]; permutation: readonly number[] }) {
  return mergeWordFamilies(item.permutation.map((k, index) => toSentence(item.sentences[k]!, index)));
}

/** Evaluation items (shuffled sentences, gold order) as passages with the cue model of their type. */
export function itemPassages(
  items: ReadonlyArray<{ type: DetectedLogicType; sentences: string[]; permutation: number[] }>,
  lexicon: Lexicon | ((k: number) => Lexicon),
): Passage[] {
  return items.map((item, k) => {
    const own = typeof lexicon === 'function' ? lexicon(k) : lexicon;
    const sentences = shuffledSentences(item);
    const coherence = analyseCoherence(sentences);
    const cues = new Map<DetectedLogicType, OrderModel>([
      [item.type, CUE_MODELS[item.type](sentences, coherence).model],
    ]);
    return {
      shard: 'train',
      doc: 'item',
      aligned: true,
      table: extractFeatures(sentences, coherence, own),
      gold: item.sentences.map((_, g) => item.permutation.indexOf(g)),
      cues,
    };
  });
}

const TYPED = new WeakMap<Passage, Map<DetectedLogicType, FeatureTable>>();

/** The passage's features with the cue-model features of `type` filled in (cached). */
export function typedTable(p: Passage, type: DetectedLogicType | undefined): FeatureTable {
  const cue = type === undefined ? undefined : p.cues.get(type);
  if (!cue) return p.table;
  let byType = TYPED.get(p);
  if (!byType) TYPED.set(p, (byType = new Map()));
  let table = byType.get(type!);
  if (!table) {
    table = withCueFeatures(
      p.table,
      cue,
      SENTENCE_FEATURES.indexOf('cue-first'),
      SENTENCE_FEATURES.indexOf('cue-last'),
    );
    byType.set(type!, table);
  }
  return table;
}
