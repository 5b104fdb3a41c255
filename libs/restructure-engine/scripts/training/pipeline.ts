// The training pipeline of the learned ordering model (see scripts/train.ts): passages, examples,
// scorers, mix and evaluation. Uses the engine's own built code (dist/), so training sees exactly
// the segmentation, cues and features the engine computes at run time.
import type { DetectedLogicType } from '@untangle/contracts';
import { analyseCoherence } from '../../dist/cues/coherence.js';
import { kendallTauBetween } from '../../dist/kendall.js';
import { openingKeys, SENTENCE_FEATURES, type Lexicon } from '../../dist/learned/features.js';
import {
  extractFeatures,
  NEXT_FEATURES,
  PAIR_FEATURES,
  withCueFeatures,
  type FeatureTable,
} from '../../dist/learned/pairs.js';
import { combine, learnedParts, type Mix, type Scorers } from '../../dist/learned/model.js';
import { buildArgumentModel } from '../../dist/order/argument.js';
import { buildCauseEffectModel } from '../../dist/order/causal.js';
import { buildChronologicalModel } from '../../dist/order/chronological.js';
import { buildProcessModel } from '../../dist/order/process.js';
import { solve, type OrderModel } from '../../dist/order/solver.js';
import { mergeWordFamilies, toSentence, type Sentence } from '../../dist/text/document.js';
import { segment } from '../../dist/text/segmenter.js';
import { STOP_WORDS } from '../../dist/text/tokens.js';
import type { CorpusDocument } from '../fetch-corpus.ts';
import { fitChoice, fitPairwise, mulberry32, shuffleInPlace, type ChoiceExample } from './logistic.ts';

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
  shard: 'train' | 'validation' | 'test';
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

const MIN_WORDS = 4;
const MAX_WORDS = 60;
const MAX_PASSAGES_PER_DOC = 40;
/** Openings kept in the lexicon: seen at least this often in training sentences, at most LEXICON_SIZE. */
const LEXICON_MIN_COUNT = 25;
const LEXICON_SIZE = 220;
const WORD_MIN_COUNT = 100;
const WORDS_SIZE = 200;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193) >>> 0;
  return h;
}

function shardOf(id: string): Passage['shard'] {
  const bucket = hash(id) % 10;
  return bucket === 0 ? 'test' : bucket === 1 ? 'validation' : 'train';
}

interface Run {
  shard: Passage['shard'];
  doc: string;
  aligned: boolean;
  sentences: Sentence[];
  gold: number[];
}

function usable(run: readonly string[]): boolean {
  return run.every((s) => {
    const words = s.split(/\s+/).length;
    return words >= MIN_WORDS && words <= MAX_WORDS;
  });
}

function shuffled(run: readonly string[], random: () => number): Pick<Run, 'sentences' | 'gold'> {
  const permutation = shuffleInPlace(
    run.map((_, m) => m),
    random,
  );
  if (permutation.every((m, position) => m === position)) permutation.reverse();
  return {
    sentences: mergeWordFamilies(permutation.map((m, index) => toSentence(run[m]!, index))),
    gold: run.map((_, m) => permutation.indexOf(m)),
  };
}

/**
 * Passages of a document: the opening 5–8 sentences of every paragraph that has at least 5
 * (aligned: its first sentence opens a real paragraph), and runs of 5–8 consecutive sentences of
 * the remaining text (for documents without paragraphs, the whole text).
 */
function runsOf(docs: readonly CorpusDocument[]): Run[] {
  const runs: Run[] = [];
  for (const doc of docs) {
    const random = mulberry32(hash(doc.id));
    const paragraphs = doc.paragraphs.map((p) => segment(p).map((s) => s.text));
    const rest: string[] = [];
    let made = 0;
    for (const sentences of paragraphs) {
      const size = Math.min(sentences.length, 5 + Math.floor(random() * 4));
      if (sentences.length >= 5 && usable(sentences.slice(0, size)) && made < MAX_PASSAGES_PER_DOC) {
        runs.push({
          shard: shardOf(doc.id),
          doc: doc.id,
          aligned: true,
          ...shuffled(sentences.slice(0, size), random),
        });
        made++;
        rest.push(...sentences.slice(size));
      } else rest.push(...sentences);
    }
    let k = 0;
    while (k < rest.length && made < MAX_PASSAGES_PER_DOC) {
      const size = 5 + Math.floor(random() * 4);
      const run = rest.slice(k, k + size);
      k += size;
      if (run.length < size) break;
      if (!usable(run)) continue;
      runs.push({ shard: shardOf(doc.id), doc: doc.id, aligned: false, ...shuffled(run, random) });
      made++;
    }
  }
  return runs;
}

/** The commonest openings and function words of training sentences. */
function learnLexicon(runs: readonly Run[]): Lexicon {
  const openings = new Map<string, number>();
  const words = new Map<string, number>();
  for (const run of runs) {
    if (run.shard !== 'train') continue;
    for (const s of run.sentences) {
      for (const key of openingKeys(s)) openings.set(key, (openings.get(key) ?? 0) + 1);
      for (const word of new Set(s.tokens.map((t) => t.lower)))
        if (STOP_WORDS.has(word)) words.set(word, (words.get(word) ?? 0) + 1);
    }
  }
  const top = (counts: Map<string, number>, min: number, size: number) =>
    [...counts]
      .filter(([, c]) => c >= min)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, size)
      .map(([key]) => key);
  return {
    openers: top(openings, LEXICON_MIN_COUNT, LEXICON_SIZE),
    words: top(words, WORD_MIN_COUNT, WORDS_SIZE),
  };
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

const P = PAIR_FEATURES.length;

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
const A = NEXT_FEATURES.length;

function sentenceRow(table: FeatureTable, i: number): Float64Array {
  return table.sentence.slice(i * table.stride, (i + 1) * table.stride);
}

export interface FittedScorers extends Scorers {
  features: { sentence: string[]; pair: string[]; next: string[] };
}

export function fitScorers(
  passages: readonly Passage[],
  prior: FittedScorers | undefined,
  settings: { l2?: number; lexiconL2?: number; epochs?: number } = {},
  type?: DetectedLogicType,
): FittedScorers {
  const base = settings.l2 ?? (prior ? 0.02 : 0.001);
  const S0 = SENTENCE_FEATURES.length;
  /** Per weight: the learned openings and words (sentence features past S0) may be held closer to the prior. */
  const strength = (dim: number, sentenceAt: number) =>
    Float64Array.from({ length: dim }, (_, k) =>
      k >= sentenceAt + S0 && k < sentenceAt + passages[0]!.table.stride
        ? (settings.lexiconL2 ?? base)
        : base,
    );
  const OPTIONS = { epochs: settings.epochs ?? 4, rate: 0.02, seed: 7 };
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
  const precedence = fitPairwise(pairs, S + P, {
    ...OPTIONS,
    l2: strength(S + P, 0),
    ...(prior ? { prior: Float64Array.from([...prior.precedence.sentence, ...prior.precedence.pair]) } : {}),
  });
  const next = fitChoice(nexts, A + S, {
    ...OPTIONS,
    l2: strength(A + S, A),
    ...(prior ? { prior: Float64Array.from([...prior.next.next, ...prior.next.sentence]) } : {}),
  });
  const first = fitChoice(firsts, S, {
    ...OPTIONS,
    l2: strength(S, 0),
    ...(prior ? { prior: Float64Array.from(prior.first.sentence) } : {}),
  });
  const last = fitChoice(lasts, S, {
    ...OPTIONS,
    l2: strength(S, 0),
    ...(prior ? { prior: Float64Array.from(prior.last.sentence) } : {}),
  });
  return {
    features: { sentence: [...SENTENCE_FEATURES], pair: [...PAIR_FEATURES], next: [...NEXT_FEATURES] },
    precedence: { sentence: [...precedence.slice(0, S)], pair: [...precedence.slice(S)] },
    next: { next: [...next.slice(0, A)], sentence: [...next.slice(A)] },
    first: { sentence: [...first] },
    last: { sentence: [...last] },
  };
}

/**
 * The learned scorers' scales are fitted; the cue model keeps scale 1, so its hard constraints
 * (weight 40: dates, step numbers, roles) are never outweighed by scales of at most 2.
 */
const MIX_KEYS: ReadonlyArray<keyof Mix> = ['learnedBefore', 'learnedNext', 'learnedFirst', 'learnedLast'];
const GRID = [0, 0.0625, 0.125, 0.25, 0.5, 1, 2];
const MAX_MIX_PASSAGES = 1500;
/**
 * The cue model enters the learned scorers as features (pairs.ts, cue features); its own scores stay in
 * the objective at CUE_SCALE, so its hard constraints (weight HARD: dates, step numbers, explicit
 * roles) are never outweighed by learned scales of at most 2.
 */
export const CUE_SCALE = Number(process.env.CUE_SCALE ?? 1);
const START_MIX: Mix = {
  learnedBefore: 1,
  learnedNext: 1,
  learnedFirst: 1,
  learnedLast: 1,
  cueBefore: CUE_SCALE,
  cueNext: CUE_SCALE,
  cueAt: CUE_SCALE,
};
/** The least rise in mean tau that lets a learned scale change: about one pair in 30 texts. */
const MIN_GAIN = 0.002;

function meanTau(
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

/**
 * The mix, by coordinate ascent on mean tau from the cue model alone (every learned scale 0): a
 * learned scorer only enters where it raises the mean by at least MIN_GAIN, so a scorer that helps
 * nowhere leaves the cue model untouched.
 */
export function fitMix(
  passages: readonly Passage[],
  type: DetectedLogicType,
  scorers: Scorers,
  minGain = MIN_GAIN,
): Mix {
  // Whole-paragraph passages are the closest to a member's text; runs fill in when they are few.
  const aligned = passages.filter((p) => p.aligned);
  const pool = aligned.length >= 200 ? aligned : passages;
  const step = Math.max(1, Math.floor(pool.length / MAX_MIX_PASSAGES));
  const sample = pool.filter((_, k) => k % step === 0);
  const parts = sample.map((p) => learnedParts(typedTable(p, type), scorers));
  const mix: Mix = { ...START_MIX };
  let best = meanTau(sample, type, parts, mix);
  for (let round = 0; round < 3; round++) {
    let changed = false;
    for (const key of MIX_KEYS) {
      let choice = mix[key];
      let score = best;
      for (const value of GRID) {
        if (value === mix[key]) continue;
        const candidate = meanTau(sample, type, parts, { ...mix, [key]: value });
        if (candidate > score + minGain) {
          score = candidate;
          choice = value;
        }
      }
      if (choice !== mix[key]) {
        mix[key] = choice;
        best = score;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return mix;
}

/** Mean tau per type: the cue model alone, the learned scorers alone, and the shipped mix. */
export function evaluate(passages: readonly Passage[], model: { types: Record<string, unknown> }): string {
  const lines: string[] = [];
  const cueOnly: Mix = {
    learnedBefore: 0,
    learnedNext: 0,
    learnedFirst: 0,
    learnedLast: 0,
    cueBefore: 1,
    cueNext: 1,
    cueAt: 1,
  };
  const totals = { n: 0, cue: 0, learned: 0, mixed: 0 };
  for (const type of TYPES) {
    const own = passages.filter((p) => p.cues.has(type));
    const { scorers, mix } = model.types[type] as { scorers: Scorers; mix: Mix };
    const parts = own.map((p) => learnedParts(typedTable(p, type), scorers));
    const learnedOnly: Mix = { ...mix, cueBefore: 0, cueNext: 0, cueAt: 0 };
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

/** Evaluation items (shuffled sentences, gold order) as passages with the cue model of their type. */
export function itemPassages(
  items: ReadonlyArray<{ type: DetectedLogicType; sentences: string[]; permutation: number[] }>,
  lexicon: Lexicon,
): Passage[] {
  return items.map((item) => {
    const sentences = mergeWordFamilies(
      item.permutation.map((k, index) => toSentence(item.sentences[k]!, index)),
    );
    const coherence = analyseCoherence(sentences);
    const cues = new Map<DetectedLogicType, OrderModel>([
      [item.type, CUE_MODELS[item.type](sentences, coherence).model],
    ]);
    return {
      shard: 'train',
      doc: 'item',
      aligned: true,
      table: extractFeatures(sentences, coherence, lexicon),
      gold: item.sentences.map((_, k) => item.permutation.indexOf(k)),
      cues,
    };
  });
}
