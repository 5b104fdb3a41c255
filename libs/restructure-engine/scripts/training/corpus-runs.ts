// Corpus documents cut into shuffled runs of sentences for training the learned ordering model
// (see scripts/train.ts): which shard a document falls in, which runs of a document are usable,
// and each run shuffled (seeded by the document id) with its gold order.
import { mergeWordFamilies, toSentence, type Sentence } from '../../dist/text/document.js';
import { segment } from '../../dist/text/segmenter.js';
import type { CorpusDocument } from '../fetch-corpus.ts';
import { shuffleInPlace } from './logistic.ts';
import { mulberry32 } from '../lib/random.mjs';

export type Shard = 'train' | 'validation' | 'test';

export interface Run {
  shard: Shard;
  doc: string;
  /** Whether the run is a whole paragraph's opening (starts where the paragraph starts). */
  aligned: boolean;
  /** The run's sentences in shuffled order, analysed as a member's text is. */
  sentences: Sentence[];
  /** Shuffled indices in gold order. */
  gold: number[];
}

/** Every sentence of a run has MIN_WORDS to MAX_WORDS words. */
const MIN_WORDS = 4;
const MAX_WORDS = 60;
const MAX_PASSAGES_PER_DOC = 40;

/** FNV-1a: a stable 32-bit hash of a document id, for its shard and its shuffling seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193) >>> 0;
  return h;
}

/** Documents split 80 / 10 / 10 into train / validation / test by a hash of their id. */
function shardOf(id: string): Shard {
  const bucket = hash(id) % 10;
  return bucket === 0 ? 'test' : bucket === 1 ? 'validation' : 'train';
}

function usable(run: readonly string[]): boolean {
  return run.every((s) => {
    const words = s.split(/\s+/).length;
    return words >= MIN_WORDS && words <= MAX_WORDS;
  });
}

/** The run in a seeded shuffled order (never the original order: that one is reversed). */
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
export function runsOf(docs: readonly CorpusDocument[]): Run[] {
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
