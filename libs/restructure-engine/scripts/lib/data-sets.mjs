// The development sets of data/: written like members' texts and tuned on by earlier rounds of the
// hand rules, so the learned model adapts on them (scripts/train.ts) and a training text may come
// close to their sentences (data/training/shuffle-training.mjs); every other file of data/ is never
// trained on.
export const DEVELOPMENT_FILES = [
  'restructure-dev.jsonl',
  'restructure-heldout.jsonl',
  'restructure-everyday.jsonl',
];
