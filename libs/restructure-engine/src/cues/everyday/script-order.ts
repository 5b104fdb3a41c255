/** The order everyday scripts give pairs of sentences, as soft preferences (never hard constraints). */
import type { Sentence } from '../../text/document.js';
import { lookBack, type LookBack } from './look-back.js';
import { sentenceStages } from './stage-cues.js';
import type { Script, SentenceStages } from './types.js';
import { EVERYDAY_CUE_WEIGHTS as W } from './weights.js';

export interface ScriptOrder {
  /** order[i * n + j]: how strongly a script puts i before j (0 … 1: half a stage or more apart). */
  order: Float64Array;
  stages: Array<Partial<Record<Script, SentenceStages>>>;
  back: Array<LookBack | undefined>;
}

/**
 * The order everyday scripts give pairs of sentences: 1 when j's earliest stage is half a stage or
 * more after i's latest, less when they are closer, 0.4 when they overlap but i starts or ends
 * earlier (EVERYDAY_CUE_WEIGHTS). Pairs whose times of day are both known are left to them
 * (`times`, minutes or undefined); a sentence that looks back is left out (it is placed by that);
 * two sentences set on different stages of the day are not ordered by the meal script (lunch at
 * the desk, dinner at home).
 */
export function scriptOrder(
  sentences: readonly Sentence[],
  times: ReadonlyArray<number | undefined>,
): ScriptOrder {
  const n = sentences.length;
  const stages = sentences.map(sentenceStages);
  const back = sentences.map(lookBack);
  const order = new Float64Array(n * n);
  for (const script of ['day', 'meal'] as const) {
    for (let i = 0; i < n; i++) {
      const a = stages[i]![script];
      if (!a || back[i]) continue;
      for (let j = 0; j < n; j++) {
        const b = stages[j]![script];
        if (i === j || !b || back[j]) continue;
        if (times[i] !== undefined && times[j] !== undefined) continue;
        if (script === 'meal') {
          const da = stages[i]!.day;
          const db = stages[j]!.day;
          if (da && db && (da.min !== db.min || da.max !== db.max)) continue;
        }
        const gap = b.min - a.max;
        let value = 0;
        if (gap > 0) value = Math.min(W.apartMax, W.apartBase + gap);
        else if ((a.min < b.min && a.max <= b.max) || (a.min <= b.min && a.max < b.max))
          value = W.overlapping;
        order[i * n + j] = Math.max(order[i * n + j]!, value);
      }
    }
  }
  return { order, stages, back };
}
