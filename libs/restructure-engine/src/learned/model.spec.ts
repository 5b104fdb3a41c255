import { describe, expect, it } from '@jest/globals';
import { analyseCoherence } from '../cues/coherence/index.js';
import { HARD } from '../order/common.js';
import { addBefore, createModel, solve } from '../order/solver.js';
import { analyse } from '../text/document.js';
import { stem } from '../text/tokens.js';
import { featureContext } from './feature-context.js';
import { SENTENCE_FEATURES } from './sentence-features.js';
import { stemOrderMatrix, type PackedStemPairs } from './stem-order.js';
import {
  assertCompatible,
  combine,
  CUE_ONLY_MIX,
  learnedParts,
  learnedScores,
  mixedModel,
  ORDERING_MODEL,
  PAIR_LIMIT,
  type Scorers,
} from './model.js';
import { extractFeatures, NEXT_FEATURES, PAIR_FEATURES } from './pairs.js';

/** Scorers that weigh nothing but the named features. */
function scorers(weights: { sentence?: Record<string, number>; pair?: Record<string, number> }): Scorers {
  const sentence = SENTENCE_FEATURES.map((name) => weights.sentence?.[name] ?? 0);
  return {
    precedence: { sentence, pair: PAIR_FEATURES.map((name) => weights.pair?.[name] ?? 0) },
    next: { sentence: sentence.map(() => 0), next: NEXT_FEATURES.map(() => 0) },
    first: { sentence: sentence.map(() => 0) },
    last: { sentence: sentence.map(() => 0) },
  };
}

function tableOf(text: string) {
  const sentences = analyse(text);
  return extractFeatures(sentences, analyseCoherence(sentences), { openers: [], words: [] });
}

describe('the shipped ordering model', () => {
  it('is versioned, names its corpus and training hash, and matches the features the code computes', () => {
    expect(ORDERING_MODEL.version).toBeGreaterThanOrEqual(1);
    expect(ORDERING_MODEL.trainingHash).toMatch(/^[0-9a-f]{16}$/);
    expect(ORDERING_MODEL.corpus.sources.length).toBeGreaterThan(0);
    expect(ORDERING_MODEL.corpus.passages).toBeGreaterThan(1000);
    expect(() => assertCompatible(ORDERING_MODEL)).not.toThrow();
  });

  it('has scorers and a mix for every logic type, sized to its lexicon', () => {
    const width =
      SENTENCE_FEATURES.length + ORDERING_MODEL.lexicon.openers.length + ORDERING_MODEL.lexicon.words.length;
    for (const type of ['chronological', 'cause-effect', 'argument-flow', 'process'] as const) {
      const model = ORDERING_MODEL.types[type];
      expect(model.scorers.precedence.sentence).toHaveLength(width);
      expect(model.scorers.precedence.pair).toHaveLength(PAIR_FEATURES.length);
      expect(model.scorers.next.next).toHaveLength(NEXT_FEATURES.length);
      // The cue model's hard constraints stay in full; its soft scores count only as features.
      expect(model.mix.cueHard).toBe(1);
      expect(model.mix.cueBefore).toBe(0);
    }
  });

  it('has learned from members’ kind of text that a life opens with a birth and ends with a death and a conclusion', () => {
    const genre = ORDERING_MODEL.lexicon.genrePositions!;
    expect(genre[stem('born')]).toBeLessThan(0);
    expect(genre[stem('died')]).toBeGreaterThan(0);
    expect(genre[stem('conclusion')]).toBeGreaterThan(0);
    expect(Object.keys(ORDERING_MODEL.lexicon.positions!).length).toBeGreaterThan(1000);
  });

  it('has learned from members’ kind of text which of two sentences’ words come first, and trusts it', () => {
    const sentences = analyse('The old painter died in 1950. He was born in a fishing village.');
    const order = stemOrderMatrix(ORDERING_MODEL.lexicon.stemPairs, sentences);
    // 'born' before 'died': the second sentence before the first.
    expect(order[1 * 2 + 0]).toBeGreaterThan(0);
    expect(order[0 * 2 + 1]).toBe(-order[1 * 2 + 0]!);
    const slot = PAIR_FEATURES.indexOf('stem-order');
    for (const model of Object.values(ORDERING_MODEL.types))
      expect(model.scorers.precedence.pair[slot]).toBeGreaterThan(0);
  });

  it('is refused when its feature list differs from the code', () => {
    const stale = { ...ORDERING_MODEL, features: { ...ORDERING_MODEL.features, pair: ['date-order'] } };
    expect(() => assertCompatible(stale)).toThrow(/rebuild it/);
  });

  it('is refused when its stem pairs are not packed (a file from before the packed table)', () => {
    const stale = {
      ...ORDERING_MODEL,
      lexicon: { ...ORDERING_MODEL.lexicon, stemPairs: { 'born die': 0.4 } as unknown as PackedStemPairs },
    };
    expect(() => assertCompatible(stale)).toThrow(/stem pairs in an old form/);
  });

  it('is refused when a type’s mix lacks a scale (a file from before the hard-constraint scale)', () => {
    const { cueHard: _dropped, ...oldMix } = ORDERING_MODEL.types.process.mix;
    const types = { ...ORDERING_MODEL.types, process: { ...ORDERING_MODEL.types.process, mix: oldMix } };
    expect(() => assertCompatible({ ...ORDERING_MODEL, types } as typeof ORDERING_MODEL)).toThrow(
      /every scale/,
    );
  });
});

describe('learned scores', () => {
  it('make precedence antisymmetric: the log-odds of i before j is minus that of j before i', () => {
    const table = tableOf('In 1902 it burned down. In 1847 the mill opened. However, it survived.');
    const parts = learnedParts(
      table,
      scorers({ sentence: { 'opens-contrast': -1 }, pair: { 'date-order': 2 } }),
    );
    const n = table.n;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) expect(parts.before[i * n + j]).toBeCloseTo(-parts.before[j * n + i]!);
    expect(parts.before[1 * n + 0]).toBeCloseTo(4);
    expect(parts.before[0 * n + 2]).toBeCloseTo(1);
  });

  it('decide the order through the mix: a learned date weight orders dates, a zero mix leaves the cue model', () => {
    const table = tableOf('In 1902 it burned down. In 1847 the mill opened.');
    const parts = learnedParts(table, scorers({ pair: { 'date-order': 1 } }));
    const cue = createModel(2);
    expect(solve(combine(cue, parts, CUE_ONLY_MIX))).toEqual([0, 1]);
    expect(solve(combine(cue, parts, { ...CUE_ONLY_MIX, learnedBefore: 1 }))).toEqual([1, 0]);
  });

  it('are the same whether computed from the tables (training) or pair by pair (the engine)', () => {
    const sentences = analyse(
      'In 1902 it burned down. However, the mill survived. In 1847 the mill opened. This mill made cloth.',
    );
    const coherence = analyseCoherence(sentences);
    const { lexicon } = ORDERING_MODEL;
    const cue = createModel(sentences.length);
    cue.before[1] = 40;
    cue.next[6] = 2;
    cue.at[3] = 1.5;
    const scorers = ORDERING_MODEL.types.chronological.scorers;
    const fromTables = learnedParts(extractFeatures(sentences, coherence, lexicon, cue), scorers);
    const fused = learnedScores(featureContext(sentences, coherence, lexicon, cue), scorers);
    for (const key of ['before', 'next', 'first', 'last'] as const)
      Array.from(fused[key]).forEach((value, k) => expect(value).toBeCloseTo(fromTables[key][k]!, 10));
    const type = ORDERING_MODEL.types.chronological;
    const expected = combine(cue, fromTables, type.mix);
    // As the engine calls it: the features read the very cue model that is mixed in place.
    const inPlace = mixedModel(cue, featureContext(sentences, coherence, lexicon, cue), type);
    for (const key of ['before', 'next', 'at'] as const)
      Array.from(inPlace[key]).forEach((value, k) => expect(value).toBeCloseTo(expected[key][k]!, 10));
  });

  it('count the cue model’s hard constraints in full and its soft scores only through the features', () => {
    const sentences = analyse('The mill opened in 1847. It burned down in 1902. Then the town rebuilt it.');
    const coherence = analyseCoherence(sentences);
    const type = ORDERING_MODEL.types.chronological;
    const withCues = createModel(3);
    addBefore(withCues, 0, 1, HARD);
    addBefore(withCues, 1, 2, 2.5);
    const plain = createModel(3);
    // The same features on both sides (the cue model's say included): only the objective differs.
    const ctx = featureContext(sentences, coherence, ORDERING_MODEL.lexicon, withCues);
    const baseline = mixedModel(plain, ctx, type);
    const mixed = mixedModel(withCues, ctx, type);
    expect(mixed.before[0 * 3 + 1]! - baseline.before[0 * 3 + 1]!).toBeCloseTo(HARD, 1);
    expect(mixed.before[1 * 3 + 2]!).toBeCloseTo(baseline.before[1 * 3 + 2]!, 10);
  });

  it('keep the whole cue model above PAIR_LIMIT sentences, where no learned pair score orders the text', () => {
    const n = PAIR_LIMIT + 1;
    const sentences = analyse(Array.from({ length: n }, (_, k) => `Item ${k} fell.`).join(' '));
    const cue = createModel(n);
    addBefore(cue, 3, 1, 2.5);
    const expected = Array.from(cue.before);
    const ctx = featureContext(sentences, analyseCoherence(sentences), ORDERING_MODEL.lexicon);
    expect(Array.from(mixedModel(cue, ctx, ORDERING_MODEL.types['cause-effect']).before)).toEqual(expected);
  });

  it('leave out pair and adjacency scores above PAIR_LIMIT sentences, keeping first and last', () => {
    const text = Array.from({ length: PAIR_LIMIT + 1 }, (_, k) => `Item ${k} fell.`).join(' ');
    const sentences = analyse(text);
    const coherence = analyseCoherence(sentences);
    const n = sentences.length;
    const type = {
      ...ORDERING_MODEL.types['cause-effect'],
      mix: { ...CUE_ONLY_MIX, learnedBefore: 1, learnedNext: 1, learnedFirst: 1 },
    };
    const model = mixedModel(
      createModel(n),
      featureContext(sentences, coherence, ORDERING_MODEL.lexicon),
      type,
    );
    const cue = createModel(n);
    expect(Array.from(model.before)).toEqual(Array.from(cue.before));
    expect(Array.from(model.next)).toEqual(Array.from(cue.next));
    expect(Array.from(model.at).some((v) => v !== 0)).toBe(true);
  });
});
