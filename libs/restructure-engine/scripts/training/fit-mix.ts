// Fits a type's mix (src/learned/model.ts, `Mix`): how much each learned scorer counts in the
// solver's objective next to the type's cue model, by coordinate ascent on mean Kendall tau.
import type { DetectedLogicType } from '@untangle/contracts';
import { learnedParts, type Mix, type Scorers } from '../../dist/learned/model.js';
import { meanTau } from './evaluation.ts';
import { typedTable, type Passage } from './passages.ts';

/** The mix keys that are fitted, and the scales each may take. */
const MIX_KEYS: ReadonlyArray<keyof Mix> = ['learnedBefore', 'learnedNext', 'learnedFirst', 'learnedLast'];
const GRID = [0, 0.0625, 0.125, 0.25, 0.5, 1, 2];
/** The mix is fitted on at most about this many passages, evenly spaced. */
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
