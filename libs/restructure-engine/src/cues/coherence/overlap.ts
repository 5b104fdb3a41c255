/**
 * What two sentences share word by word: their similarity (weighted overlap), the theme–rheme flow
 * (shared words late in one and early in the other) and given-before-new precedence (a word
 * introduced in one and given, picked up or named as a resulting state in the other).
 */
import type { Sentence } from '../../text/document.js';
import type { Precedence } from './precedence.js';
import type { WordUse } from './word-uses.js';
import { stemSets } from '../../text/stem-sets.js';
import { addPrecedence } from './precedence.js';
import { COHERENCE_WEIGHTS } from './weights.js';
import { wordUses } from './word-uses.js';

const W = COHERENCE_WEIGHTS.direction;

/** Word weights: the inverse sentence frequency of each stem, log(1 + n / sentences using it). */
export function wordWeights(sentences: readonly Sentence[]): Map<string, number> {
  const n = sentences.length;
  const df = new Map<string, number>();
  for (const s of sentences) for (const stem of s.contentSet) df.set(stem, (df.get(stem) ?? 0) + 1);
  const weight = new Map<string, number>();
  for (const [stem, count] of df) weight.set(stem, Math.log(1 + n / count));
  return weight;
}

/** How much the use in A (earlier) and B (later) fit given-before-new. */
function direction(a: WordUse, b: WordUse): number {
  let score = 0;
  if (b.status === 'anaphor' && a.status !== 'anaphor') score += W.anaphor;
  else if (b.status === 'given' && a.status === 'new') score += W.givenAfterNew;
  else if (b.status === 'given' && a.status === 'neutral') score += W.givenAfterNeutral;
  else if (b.status === 'neutral' && a.status === 'new') score += W.neutralAfterNew;
  if (b.state && a.action) score += W.stateAfterAction;
  // 'Mark the positions' … 'Drill holes at the marks': what an instruction's verb makes is then given.
  else if (a.action && b.status === 'given' && !b.action) score += W.madeByInstruction;
  else if (b.state && !a.state) score += W.stateAfterNonState;
  return score;
}

/**
 * Compares every pair of sentences word by word: returns their similarity (symmetric, n*n) and
 * flow (i → j, n*n, non-negative), and adds given-before-new evidence to `precedence`.
 */
export function wordOverlap(
  sentences: readonly Sentence[],
  weight: ReadonlyMap<string, number>,
  precedence: Precedence,
): { similarity: Float64Array; flow: Float64Array } {
  const n = sentences.length;
  const uses = sentences.map((s) => wordUses(s));
  const words = stemSets([uses]);
  const similarity = new Float64Array(n * n);
  const flow = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // Most pairs of a long text share no word: their similarity and flow stay 0.
      if (!words.meet(0, i, 0, j)) continue;
      let sim = 0;
      let net = 0;
      const a = uses[i]!;
      const b = uses[j]!;
      for (const [stem, useA] of a) {
        const useB = b.get(stem);
        if (!useB) continue;
        const w = weight.get(stem) ?? 1;
        sim += w;
        const forward = direction(useA, useB);
        const backward = direction(useB, useA);
        const given = (forward - backward) * w;
        if (given > 0) addPrecedence(precedence, i, j, given, stem);
        else if (given < 0) addPrecedence(precedence, j, i, -given, stem);
        net += (w * (useA.last - useB.position - (useB.last - useA.position))) / 2;
      }
      if (net > 0) flow[i * n + j] = net;
      else flow[j * n + i] = -net;
      const norm = Math.sqrt(
        Math.max(1, sentences[i]!.contentSet.size) * Math.max(1, sentences[j]!.contentSet.size),
      );
      similarity[i * n + j] = similarity[j * n + i] = sim / Math.sqrt(norm);
    }
  }
  return { similarity, flow };
}
