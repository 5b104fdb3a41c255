import { describe, expect, it } from '@jest/globals';
import { DETECTED_LOGIC_TYPES } from '@untangle/contracts';
import { ruleScores } from '../detect.js';
import { analyse } from '../text/document.js';
import { detectedType, textFeatureCount, textFeatures, type DetectorModel } from './detector.js';
import { assertCompatible, ORDERING_MODEL } from './model.js';

const lexicon = { openers: ['however'], words: ['also'] };
const noRules = { chronological: 0, 'cause-effect': 0, 'argument-flow': 0, process: 0 };

/** A detector whose every type weighs only the named feature, by the given amounts. */
function detectorOn(feature: number, weights: readonly number[]): DetectorModel {
  return {
    weights: weights.map((w) => {
      const row = new Array<number>(textFeatureCount(lexicon)).fill(0);
      row[feature] = w;
      return row;
    }),
  };
}

describe('the learned detector', () => {
  it('describes a text by the rule scores, the share of sentences with each feature, and a constant', () => {
    const sentences = analyse('However, the rain fell. The road also flooded. The bus stopped.');
    const features = textFeatures(sentences, { ...noRules, process: 2.5 }, lexicon);
    expect(features).toHaveLength(textFeatureCount(lexicon));
    expect(features[DETECTED_LOGIC_TYPES.indexOf('process')]).toBe(2.5);
    const width = features.length;
    // the learned opening 'however' and word 'also' each appear in one sentence of three
    expect(features[width - 3]).toBeCloseTo(1 / 3);
    expect(features[width - 2]).toBeCloseTo(1 / 3);
    expect(features[width - 1]).toBe(1);
  });

  it('picks the type whose weights score the text highest', () => {
    const features = textFeatures(analyse('However, it rained.'), noRules, lexicon);
    const opener = features.length - 3;
    expect(detectedType(detectorOn(opener, [0, 0, 3, 1]), features)).toBe('argument-flow');
    expect(detectedType(detectorOn(opener, [0, 0, -3, 1]), features)).toBe('process');
  });

  it('breaks a tie in favour of the type listed first', () => {
    const features = textFeatures(analyse('It rained.'), noRules, lexicon);
    expect(detectedType(detectorOn(0, [0, 0, 0, 0]), features)).toBe(DETECTED_LOGIC_TYPES[0]);
  });

  it('detects an unmarked causal chain that the cue rules alone read as a chronology', () => {
    // Fresh-set item f-cause-11, never trained on: 'Within a year' leans the rules to a chronology;
    // the chain (drinks machines replaced → fewer fizzy drinks → less decay → others copy) is causal.
    const text =
      'Within a year the school dentist saw fewer cases of tooth decay. The school replaced its sugary drinks machines with water fountains. Soft drink sales in the area fell noticeably. The improvement encouraged other schools in the district to copy the policy. Pupils drank far fewer fizzy drinks during the day.';
    const sentences = analyse(text);
    const rules = ruleScores(sentences).scores;
    expect(rules.chronological).toBeGreaterThan(rules['cause-effect']);
    const features = textFeatures(sentences, rules, ORDERING_MODEL.lexicon);
    expect(detectedType(ORDERING_MODEL.detector, features)).toBe('cause-effect');
  });

  it('is refused when its width does not match the features the code computes', () => {
    const stale = {
      ...ORDERING_MODEL,
      detector: { weights: ORDERING_MODEL.detector.weights.map((row) => row.slice(1)) },
    };
    expect(() => assertCompatible(stale)).toThrow(/rebuild it/);
  });
});
