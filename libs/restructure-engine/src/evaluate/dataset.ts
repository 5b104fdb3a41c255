/** Evaluation items: JSONL lines shaped like libs/restructure-engine/data/restructure-dev.jsonl. */
import { DETECTED_LOGIC_TYPES, type DetectedLogicType } from '@untangle/contracts';

export type Cue = 'explicit' | 'implicit';

export interface EvalItem {
  id: string;
  type: DetectedLogicType;
  cue: Cue;
  /** Gold order. */
  sentences: string[];
  /** The input text: the gold sentences shuffled. */
  shuffled: string;
  /** shuffled = permutation.map((k) => sentences[k]). */
  permutation?: number[];
}

export interface Prediction {
  id: string;
  outputText: string;
  detectedLogicType?: string;
}

export function parseItems(jsonl: string, source = 'input'): EvalItem[] {
  return parseLines(jsonl, source).map(({ value, line }) => {
    const item = value as Partial<EvalItem>;
    const where = `${source}:${line}`;
    if (typeof item.id !== 'string') throw new Error(`${where}: "id" must be a string`);
    if (!DETECTED_LOGIC_TYPES.includes(item.type as DetectedLogicType)) {
      throw new Error(`${where}: "type" must be one of ${DETECTED_LOGIC_TYPES.join(', ')}`);
    }
    if (item.cue !== 'explicit' && item.cue !== 'implicit')
      throw new Error(`${where}: "cue" must be explicit or implicit`);
    if (!Array.isArray(item.sentences) || item.sentences.some((s) => typeof s !== 'string')) {
      throw new Error(`${where}: "sentences" must be an array of strings`);
    }
    if (typeof item.shuffled !== 'string') throw new Error(`${where}: "shuffled" must be a string`);
    return item as EvalItem;
  });
}

export function parsePredictions(jsonl: string, source = 'predictions'): Map<string, Prediction> {
  const out = new Map<string, Prediction>();
  for (const { value, line } of parseLines(jsonl, source)) {
    const p = value as Partial<Prediction>;
    if (typeof p.id !== 'string' || typeof p.outputText !== 'string') {
      throw new Error(`${source}:${line}: each line needs "id" and "outputText" strings`);
    }
    out.set(p.id, {
      id: p.id,
      outputText: p.outputText,
      ...(typeof p.detectedLogicType === 'string' ? { detectedLogicType: p.detectedLogicType } : {}),
    });
  }
  return out;
}

function parseLines(jsonl: string, source: string): Array<{ value: unknown; line: number }> {
  const out: Array<{ value: unknown; line: number }> = [];
  jsonl.split(/\r?\n/).forEach((text, k) => {
    if (text.trim().length === 0) return;
    try {
      out.push({ value: JSON.parse(text), line: k + 1 });
    } catch {
      throw new Error(`${source}:${k + 1}: not valid JSON`);
    }
  });
  return out;
}
