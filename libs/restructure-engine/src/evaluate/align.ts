/**
 * Aligns an engine's output to the gold sentences without trusting its segmentation or its labels:
 * the output is split into sentences, step labels and markers are dropped, and each gold sentence is
 * matched to the output sentence most similar to it (word-level Dice coefficient, greedy by
 * similarity, one to one). Light rewording and added labels survive; a gold sentence that matches
 * nothing is reported as unaligned and ranked after everything else.
 */
import { segment } from '../text/segmenter.js';
import { stripListMarker, stripStepMarker } from '../text/markers.js';

export interface Alignment {
  /** Gold indices in output order; unaligned gold sentences are appended in gold order. */
  predicted: number[];
  /** Gold indices no output sentence matched. */
  unaligned: number[];
}

const MIN_SIMILARITY = 0.35;

export function alignToGold(outputText: string, gold: readonly string[]): Alignment {
  const pieces = splitOutput(outputText);
  const goldWords = gold.map(words);
  const pieceWords = pieces.map(words);
  const pairs: Array<{ g: number; p: number; score: number }> = [];
  for (let g = 0; g < gold.length; g++) {
    for (let p = 0; p < pieces.length; p++) {
      const score = dice(goldWords[g]!, pieceWords[p]!);
      if (score >= MIN_SIMILARITY) pairs.push({ g, p, score });
    }
  }
  pairs.sort((a, b) => b.score - a.score || a.p - b.p || a.g - b.g);
  const goldToPiece = new Map<number, number>();
  const usedPieces = new Set<number>();
  for (const { g, p } of pairs) {
    if (goldToPiece.has(g) || usedPieces.has(p)) continue;
    goldToPiece.set(g, p);
    usedPieces.add(p);
  }
  const aligned = [...goldToPiece.entries()].sort((a, b) => a[1] - b[1]).map(([g]) => g);
  const unaligned = gold.map((_, g) => g).filter((g) => !goldToPiece.has(g));
  return { predicted: [...aligned, ...unaligned], unaligned };
}

/** Output sentences with labels removed; a label between sentences also splits them. */
export function splitOutput(outputText: string): string[] {
  const labelled = outputText.replace(/(^|\s)(Step\s+\d+\s*[:.)\-–—]|\d{1,2}[.)])\s+/gi, '\n\n$2 ');
  return segment(labelled)
    .map((s) => stripStepMarker(stripListMarker(s.text)))
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function dice(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const w of a) counts.set(w, (counts.get(w) ?? 0) + 1);
  let shared = 0;
  for (const w of b) {
    const c = counts.get(w) ?? 0;
    if (c > 0) {
      shared++;
      counts.set(w, c - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}
