// The development sets as a regression guard: floors a little below the figures measured with the
// learned model (README). The dev, held-out and everyday items were tuned against by the hand rules
// and are the learned model's adaptation data (scripts/train.ts), so these are training figures;
// the fresh set (48 texts written for the learned model, never trained on) and the validation sets
// (96 and 288 texts written later by writers who never read or ran the engine) are validation figures.
// The product's targets are judged on the frozen test split (frozen-split.spec.ts).
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseItems } from './dataset.js';
import { localEngine } from './run-cli.js';
import { scoreEngine, summarise, type Summary } from './score.js';

function evaluate(file: string, keep: (id: string) => boolean = () => true): (group: string) => Summary {
  const path = fileURLToPath(new URL(`../../data/${file}`, import.meta.url));
  const items = parseItems(readFileSync(path, 'utf8')).filter((item) => keep(item.id));
  const summaries = summarise(scoreEngine(items, localEngine));
  return (group) => summaries.find((s) => s.group === group)!;
}

/** The cause-effect chains added to the held-out set in the second tuning round, before it started. */
const ADDED_CHAINS = new Set(
  Array.from({ length: 10 }, (_, k) => `h-cause-${String(k + 8).padStart(2, '0')}`),
);

interface NeverTrainedFloors {
  overallTau: number;
  explicitTau: number;
  implicitTau: number;
  detection: number;
}

/**
 * Figures reached with the learned model (README), rounded down. The fresh set's implicit floor and
 * the everyday floors were lowered by one text's worth each when the model was rebuilt for times
 * without am or pm (engine README): over the 1,884 texts scored per item that rebuild improved 15
 * and worsened 5, one of them an implicit fresh text and one an everyday chronology. Times of day
 * written in words stopped being hard constraints in the next round (engine README): over the 1,788
 * texts scored per item, 15 rose and 5 fell. One of the 5 was an everyday chronology (ev-chrono-11,
 * 1.000 → 0.733), which lowered the everyday floors by that text's worth. The fresh and validation
 * floors were raised to the figures that round reached, and the validation floors again when
 * conclusion markers set off after the subject became argument cues; validation set B's floors are
 * its first figures. The stem-order feature (learned/stem-order.ts) moved every set: validation
 * 0.611 → 0.628 and B 0.578 → 0.581 (floors raised; validation's explicit texts 0.791 → 0.789 by a
 * hair), dev 0.881 → 0.910 and held-out 0.813 → 0.868 (raised), while the fresh set fell 0.725 →
 * 0.694 (4 texts rose, 7 fell; the two author-fold models move it +0.022 and −0.024) and two
 * everyday cause-effect texts fell (ev-cause-01 0.667 → 0.333, ev-cause-06 0.600 → 0.400): those
 * floors were lowered to the figures measured. Reading 'Two years later the company …' without an
 * event named after 'later' (and rebuilding the model) left every set here unchanged but validation
 * (0.628 → 0.625, its implicit texts 0.467 → 0.461: the rebuild), still above its floors. Reading
 * 'the following February' as relative and a year's winter as the year moved fresh 0.694 → 0.699 and
 * held-out 0.868 → 0.872, the rest unchanged; a sentence about today read as the present and a next
 * day's time of day compared with no other moved fresh to 0.703, validation to 0.626, B to 0.583
 * (0.582 once a sentence about today that gives a time of day kept it, and the model was rebuilt).
 * The segmenter's abbreviation fixes changed no figure here by themselves. Rebuilt with the learned
 * scorers averaging their last epoch (so that a rebuild no longer moves 190 of 1,796 texts, as two
 * plain rebuilds did, but 19), the model moved validation 0.626 → 0.623 (implicit 0.461 → 0.456), B
 * 0.582 → 0.585, fresh 0.703 → 0.710 and dev 0.910 → 0.893 (implicit 0.839 → 0.814): those floors
 * were lowered to the figures measured. Dating every era, centuries and decades in words, and the
 * segmenter's last fixes moved dev to 0.888 (implicit 0.802: one text), the rest by under 0.002.
 * A sentence's place among the others as sentence features (flow and given-before-new into and out
 * of it) raised validation 0.623 → 0.642 (floors raised) and B 0.588 → 0.590, and fitted the texts
 * it trains on a little less tightly: dev explicit 0.945 → 0.937, one text fewer perfect (floors
 * lowered), held-out 0.880 → 0.867. A procedure told in the present passive counting as a process
 * raised B's detection 84.7 % → 89.2 % (floor raised): its described procedures had been read as
 * causal chains. Relative times placed by the latest date told before them, midnight ending the day
 * and times of day alone dated on the story's first day raised B 0.590 → 0.597 (explicit 0.718 →
 * 0.731) and fresh 0.708 → 0.714 (floors raised); validation, none of whose dates the change reads
 * differently, moved with the rebuild from 0.642 → 0.638 (explicit 0.783 → 0.778; floors lowered).
 * A perfect after a modal or 'to' ('was found to have corroded') no longer read as the present moved
 * only the rebuild (B explicit 0.731 → 0.730: its floor a text below, at 0.72). Ages ('At nineteen',
 * 'aged 40') read as a life's scale raised B 0.597 → 0.598 (explicit 0.735); the rebuild moved one
 * fresh story 0.733 → 0.467 whose reading did not change (fresh 0.714 → 0.708, floors a text lower).
 */
const DEV_FLOORS = { overallTau: 0.88, explicitTau: 0.93, implicitTau: 0.8, explicitPerfect: 0.7 };
const FRESH_FLOORS: NeverTrainedFloors = {
  overallTau: 0.7,
  explicitTau: 0.81,
  implicitTau: 0.59,
  detection: 0.97,
};
const VALIDATION_FLOORS: NeverTrainedFloors = {
  overallTau: 0.63,
  explicitTau: 0.77,
  implicitTau: 0.49,
  detection: 0.95,
};
const VALIDATION_B_FLOORS: NeverTrainedFloors = {
  overallTau: 0.59,
  explicitTau: 0.72,
  implicitTau: 0.44,
  detection: 0.89,
};
const HELDOUT_FLOORS = { overallTau: 0.86, explicitTau: 0.89, implicitTau: 0.82, detection: 0.97 };
/** The rebuild for conclusion markers set off after the subject moved one of these (h-arg-07, 0.600 → 0.467). */
const ORIGINAL_FLOORS = { overallTau: 0.84, explicitTau: 0.95, implicitTau: 0.67, detection: 0.97 };
const ADDED_FLOORS = { overallTau: 0.71, explicitTau: 0.64 };
const EVERYDAY_FLOORS = {
  overallTau: 0.81,
  chronologicalTau: 0.83,
  causeEffectTau: 0.66,
  autoTau: 0.81,
  detection: 0.97,
};

describe('dev set (data/restructure-dev.jsonl)', () => {
  const group = evaluate('restructure-dev.jsonl');

  it('has no fidelity failure', () => {
    expect(group('overall').fidelityFailures).toBe(0);
  });

  it('detects the logic type of at least 90 % of items under auto-detect', () => {
    expect(group('overall').detectionAccuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('does not fall below the figures reached', () => {
    expect(group('overall').meanTau).toBeGreaterThanOrEqual(DEV_FLOORS.overallTau);
    expect(group('explicit').meanTau).toBeGreaterThanOrEqual(DEV_FLOORS.explicitTau);
    expect(group('implicit').meanTau).toBeGreaterThanOrEqual(DEV_FLOORS.implicitTau);
    expect(group('explicit').perfectRate).toBeGreaterThanOrEqual(DEV_FLOORS.explicitPerfect);
  });
});

/** A set the model never trains on: no fidelity failure, and its figures held as floors. */
function holdsItsFigures(file: string, floors: NeverTrainedFloors): void {
  const group = evaluate(file);

  it('has no fidelity failure', () => {
    expect(group('overall').fidelityFailures).toBe(0);
  });

  it('does not fall below the figures reached', () => {
    expect(group('overall').meanTau).toBeGreaterThanOrEqual(floors.overallTau);
    expect(group('explicit').meanTau).toBeGreaterThanOrEqual(floors.explicitTau);
    expect(group('implicit').meanTau).toBeGreaterThanOrEqual(floors.implicitTau);
    expect(group('overall').detectionAccuracy).toBeGreaterThanOrEqual(floors.detection);
  });
}

describe('fresh set (data/restructure-fresh.jsonl, never trained on)', () => {
  holdsItsFigures('restructure-fresh.jsonl', FRESH_FLOORS);
});

describe('validation set (data/restructure-validation.jsonl: 96 texts by writers who never read or ran the engine)', () => {
  holdsItsFigures('restructure-validation.jsonl', VALIDATION_FLOORS);
});

describe('validation set B (data/restructure-validation-b.jsonl: 288 texts by six more writers who never read or ran the engine)', () => {
  holdsItsFigures('restructure-validation-b.jsonl', VALIDATION_B_FLOORS);
});

describe('held-out set (data/restructure-heldout.jsonl)', () => {
  const all = evaluate('restructure-heldout.jsonl');
  const original = evaluate('restructure-heldout.jsonl', (id) => !ADDED_CHAINS.has(id));
  const added = evaluate('restructure-heldout.jsonl', (id) => ADDED_CHAINS.has(id));

  it('has no fidelity failure', () => {
    expect(all('overall').fidelityFailures).toBe(0);
  });

  it('does not fall below the figures reached so far on the whole set', () => {
    expect(all('overall').meanTau).toBeGreaterThanOrEqual(HELDOUT_FLOORS.overallTau);
    expect(all('explicit').meanTau).toBeGreaterThanOrEqual(HELDOUT_FLOORS.explicitTau);
    expect(all('implicit').meanTau).toBeGreaterThanOrEqual(HELDOUT_FLOORS.implicitTau);
    expect(all('overall').detectionAccuracy).toBeGreaterThanOrEqual(HELDOUT_FLOORS.detection);
  });

  it('keeps the 30 items written before any tuning at or above their figures', () => {
    expect(original('overall').meanTau).toBeGreaterThanOrEqual(ORIGINAL_FLOORS.overallTau);
    expect(original('explicit').meanTau).toBeGreaterThanOrEqual(ORIGINAL_FLOORS.explicitTau);
    expect(original('implicit').meanTau).toBeGreaterThanOrEqual(ORIGINAL_FLOORS.implicitTau);
    expect(original('overall').detectionAccuracy).toBeGreaterThanOrEqual(ORIGINAL_FLOORS.detection);
  });

  it('keeps the 10 added cause-effect chains at or above their figures (far below the dev set: README)', () => {
    expect(added('overall').meanTau).toBeGreaterThanOrEqual(ADDED_FLOORS.overallTau);
    expect(added('explicit').meanTau).toBeGreaterThanOrEqual(ADDED_FLOORS.explicitTau);
  });
});

describe('everyday narratives (data/restructure-everyday.jsonl)', () => {
  // 20 first-person and everyday stories (mornings, commutes, trips, a school day, cooking, moving
  // house, a hospital visit, lost keys, a match day …), written before the round that added
  // everyday scripts; the product's "Use example" paragraph is one of them (ev-chrono-01).
  const group = evaluate('restructure-everyday.jsonl');
  const example = evaluate('restructure-everyday.jsonl', (id) => id === 'ev-chrono-01');

  it('has no fidelity failure', () => {
    expect(group('overall').fidelityFailures).toBe(0);
  });

  it('does not fall below the figures reached', () => {
    expect(group('overall').meanTau).toBeGreaterThanOrEqual(EVERYDAY_FLOORS.overallTau);
    expect(group('chronological').meanTau).toBeGreaterThanOrEqual(EVERYDAY_FLOORS.chronologicalTau);
    expect(group('cause-effect').meanTau).toBeGreaterThanOrEqual(EVERYDAY_FLOORS.causeEffectTau);
    expect(group('overall').meanTauAuto).toBeGreaterThanOrEqual(EVERYDAY_FLOORS.autoTau);
    expect(group('overall').detectionAccuracy).toBeGreaterThanOrEqual(EVERYDAY_FLOORS.detection);
  });

  it('puts the product example in the reader’s order under its type and under auto-detect', () => {
    expect(example('overall').meanTau).toBe(1);
    expect(example('overall').meanTauAuto).toBe(1);
    expect(example('overall').detectionAccuracy).toBe(1);
  });
});
