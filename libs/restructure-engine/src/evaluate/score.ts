/**
 * Scores an engine (or another engine's saved predictions) on evaluation items: Kendall's tau
 * against the gold order, perfect matches, detection under auto-detect and fidelity failures, per
 * type × cue and overall, with the targets of the issue checked.
 */
import type { DetectedLogicType, LogicType } from '@untangle/contracts';
import { checkFidelity, type FidelityReport } from '../fidelity.js';
import { kendallTau } from '../kendall.js';
import { alignToGold } from './align.js';
import type { Cue, EvalItem, Prediction } from './dataset.js';

export interface EngineAnswer {
  outputText: string;
  detectedLogicType: string;
}

export type Engine = (text: string, logicType: LogicType) => EngineAnswer;

export interface ItemScore {
  id: string;
  type: DetectedLogicType;
  cue: Cue;
  /** Tau of the order produced with the gold type requested (predictions: as given). */
  tau: number;
  perfect: boolean;
  /** Tau of the order produced under auto-detect (engines only). */
  tauAuto?: number;
  detected?: string;
  detectionCorrect?: boolean;
  fidelity: FidelityReport;
  unaligned: number;
  outputText: string;
  error?: string;
}

export function scoreEngine(items: readonly EvalItem[], engine: Engine): ItemScore[] {
  return items.map((item) => {
    try {
      const typed = engine(item.shuffled, item.type);
      const auto = engine(item.shuffled, 'auto-detect');
      const base = scoreAnswer(item, typed);
      const autoAlignment = alignToGold(auto.outputText, item.sentences);
      return {
        ...base,
        tauAuto: kendallTau(autoAlignment.predicted),
        detected: auto.detectedLogicType,
        detectionCorrect: auto.detectedLogicType === item.type,
      };
    } catch (error) {
      return failed(item, error);
    }
  });
}

export function scorePredictions(
  items: readonly EvalItem[],
  predictions: ReadonlyMap<string, Prediction>,
): ItemScore[] {
  return items.map((item) => {
    const prediction = predictions.get(item.id);
    if (!prediction) return failed(item, new Error('no prediction for this id'));
    const base = scoreAnswer(item, {
      outputText: prediction.outputText,
      detectedLogicType: prediction.detectedLogicType ?? '',
    });
    return prediction.detectedLogicType === undefined
      ? base
      : {
          ...base,
          detected: prediction.detectedLogicType,
          detectionCorrect: prediction.detectedLogicType === item.type,
        };
  });
}

function scoreAnswer(item: EvalItem, answer: EngineAnswer): ItemScore {
  const alignment = alignToGold(answer.outputText, item.sentences);
  const tau = kendallTau(alignment.predicted);
  return {
    id: item.id,
    type: item.type,
    cue: item.cue,
    tau,
    perfect: tau === 1 && alignment.unaligned.length === 0,
    fidelity: checkFidelity(item.shuffled, answer.outputText),
    unaligned: alignment.unaligned.length,
    outputText: answer.outputText,
  };
}

function failed(item: EvalItem, error: unknown): ItemScore {
  return {
    id: item.id,
    type: item.type,
    cue: item.cue,
    tau: -1,
    perfect: false,
    fidelity: { ok: false, missing: item.sentences.slice(), duplicated: [], added: [] },
    unaligned: item.sentences.length,
    outputText: '',
    error: error instanceof Error ? error.message : String(error),
  };
}

export interface Summary {
  group: string;
  n: number;
  meanTau: number;
  perfectRate: number;
  /** undefined when no item of the group was scored for detection. */
  detectionAccuracy?: number;
  meanTauAuto?: number;
  fidelityFailures: number;
}

export function summarise(scores: readonly ItemScore[]): Summary[] {
  const groups: Array<[string, ItemScore[]]> = [];
  const types = [...new Set(scores.map((s) => s.type))];
  for (const type of types) {
    for (const cue of ['explicit', 'implicit'] as const) {
      const subset = scores.filter((s) => s.type === type && s.cue === cue);
      if (subset.length > 0) groups.push([`${type} / ${cue}`, subset]);
    }
  }
  for (const type of types) groups.push([type, scores.filter((s) => s.type === type)]);
  for (const cue of ['explicit', 'implicit'] as const) {
    const subset = scores.filter((s) => s.cue === cue);
    if (subset.length > 0) groups.push([cue, subset]);
  }
  groups.push(['overall', scores.slice()]);
  return groups.map(([group, subset]) => summary(group, subset));
}

function summary(group: string, subset: readonly ItemScore[]): Summary {
  const n = subset.length;
  const mean = (values: number[]) =>
    values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
  const detected = subset.filter((s) => s.detectionCorrect !== undefined);
  const auto = subset.filter((s) => s.tauAuto !== undefined).map((s) => s.tauAuto!);
  return {
    group,
    n,
    meanTau: mean(subset.map((s) => s.tau)),
    perfectRate: n === 0 ? 0 : subset.filter((s) => s.perfect).length / n,
    ...(detected.length > 0
      ? { detectionAccuracy: detected.filter((s) => s.detectionCorrect).length / detected.length }
      : {}),
    ...(auto.length > 0 ? { meanTauAuto: mean(auto) } : {}),
    fidelityFailures: subset.filter((s) => !s.fidelity.ok).length,
  };
}

export interface TargetCheck {
  name: string;
  value: number;
  target: number;
  met: boolean;
}

/**
 * The targets on text the engine was not tuned to: overall tau ≥ 0.75, explicit tau ≥ 0.85,
 * implicit tau ≥ 0.6, detection ≥ 90 %, no fidelity failure.
 */
export function checkTargets(summaries: readonly Summary[]): TargetCheck[] {
  const find = (group: string) => summaries.find((s) => s.group === group);
  const checks: TargetCheck[] = [];
  const overall = find('overall');
  const explicit = find('explicit');
  const implicit = find('implicit');
  const add = (name: string, value: number | undefined, target: number, atMost = false) => {
    if (value === undefined) return;
    checks.push({ name, value, target, met: atMost ? value <= target : value >= target - 1e-12 });
  };
  add('overall mean tau', overall?.meanTau, 0.75);
  add('explicit mean tau', explicit?.meanTau, 0.85);
  add('implicit mean tau', implicit?.meanTau, 0.6);
  add('detection accuracy', overall?.detectionAccuracy, 0.9);
  add('fidelity failures', overall?.fidelityFailures, 0, true);
  return checks;
}
