#!/usr/bin/env node
// Shuffler and validator for the training texts in this folder (restructure-train-*.jsonl), which
// the learned ordering model adapts on (scripts/train.ts). Each file's gold texts were written by
// hand, like the development set; this script adds `shuffled` and `permutation` and checks them.
//
//   node shuffle-training.mjs build   rewrite every training file in place (idempotent)
//   node shuffle-training.mjs check   validate them; exits 1 on any problem
//
// Shuffle: Fisher–Yates driven by mulberry32 seeded with FNV-1a(SEED + "|" + id), redrawn while
// it is the identity or leaves more than one sentence in place (as in the development set).
// Check: fields, 4–10 sentences each ending in . ! or ?, the shuffle reproduces, no repeated id or
// sentence, no sentence shared with any other file of data/, and none nearly copying a sentence of
// a set never trained on (60 % of the words of both in common, five words or more each) — the
// frozen split included, compared by this script only and reported by training item, so training
// never contains an evaluation sentence or a close paraphrase of one.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEVELOPMENT_FILES } from '../../scripts/lib/data-sets.mjs';
import { nearCopy, wordIndex, wordsOf } from '../../scripts/lib/near-copy.mjs';
import { fisherYates, fnv1a, mulberry32 } from '../../scripts/lib/random.mjs';

const SEED = 'untangle-training-restructure-2026-11-26';
const TYPES = ['chronological', 'cause-effect', 'argument-flow', 'process'];
const CUES = ['explicit', 'implicit'];
const TERMINAL = /[.!?]['"\u2019\u201d)]*$/;
const here = dirname(fileURLToPath(import.meta.url));
const trainingFiles = () =>
  readdirSync(here)
    .filter((f) => /^restructure-train-.*\.jsonl$/.test(f))
    .sort()
    .map((f) => join(here, f));
const evaluationFiles = () =>
  readdirSync(join(here, '..'))
    .filter((f) => f.endsWith('.jsonl'))
    .map((f) => join(here, '..', f));

const readJsonl = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));

function drawPermutation(item) {
  const random = mulberry32(fnv1a(`${SEED}|${item.id}`));
  const identity = item.sentences.map((_, k) => k);
  for (;;) {
    const perm = fisherYates(identity, random);
    if (perm.filter((g, k) => g === k).length <= 1) return perm;
  }
}

function build() {
  for (const file of trainingFiles()) {
    const items = readJsonl(file).map(({ id, type, cue, sentences }) => {
      const permutation = drawPermutation({ id, sentences });
      return {
        id,
        type,
        cue,
        sentences,
        shuffled: permutation.map((g) => sentences[g]).join(' '),
        permutation,
      };
    });
    writeFileSync(file, items.map((item) => JSON.stringify(item)).join('\n') + '\n');
    console.log(`built ${file}: ${items.length} items`);
  }
}

function check() {
  const problems = [];
  const elsewhere = new Set(evaluationFiles().flatMap((f) => readJsonl(f).flatMap((d) => d.sentences)));
  // Near copies matter for the sets never trained on; the development sets are training data too.
  const near = wordIndex(
    evaluationFiles()
      .filter((f) => !DEVELOPMENT_FILES.some((name) => f.endsWith(name)))
      .flatMap((f) => readJsonl(f).flatMap((d) => d.sentences)),
  );
  const ids = new Set();
  const sentences = new Set();
  let count = 0;
  for (const file of trainingFiles())
    for (const item of readJsonl(file)) {
      count++;
      const bad = (why) => problems.push(`${item.id}: ${why}`);
      if (ids.has(item.id)) bad('duplicate id');
      ids.add(item.id);
      if (!TYPES.includes(item.type) || !CUES.includes(item.cue)) bad('bad type or cue');
      const n = item.sentences?.length ?? 0;
      if (n < 4 || n > 10) bad(`${n} sentences, want 4–10`);
      for (const s of item.sentences ?? []) {
        if (!TERMINAL.test(s) || /[\n\r]/.test(s) || s !== s.trim())
          bad(`malformed sentence "${s.slice(0, 40)}…"`);
        if (sentences.has(s)) bad('repeated sentence');
        if (elsewhere.has(s)) bad('sentence shared with an evaluation or development file');
        else if (nearCopy(wordsOf(s), near)) bad('sentence nearly copies one of a set never trained on');
        sentences.add(s);
      }
      const perm = drawPermutation(item);
      if (JSON.stringify(perm) !== JSON.stringify(item.permutation)) bad('permutation does not reproduce');
      if (item.shuffled !== perm.map((g) => item.sentences[g]).join(' ')) bad('shuffled is not the join');
    }
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`${count} training items, all checks passed`);
}

const command = process.argv[2];
if (command === 'build') build();
else if (command === 'check') check();
else {
  console.error('usage: node shuffle-training.mjs build | check');
  process.exit(2);
}
