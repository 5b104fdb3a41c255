// Where the engine's ordering error is, in aggregate: per type and cue, how often the first and the
// last sentence are right, and what the order would score with the true first (or last) sentence
// pinned; and how often a relative time ('Two years later') is anchored to the dated sentence that
// stands before it in the gold order. Run after a build, with the model to judge in dist/:
//   node libs/restructure-engine/scripts/headroom.ts <items.jsonl> [...]
// For authors the model never saw, train a fold first (HOLD_OUT=… node scripts/train.ts, then copy
// src/learned/ordering-model.json to dist/learned/) and name the held-out files. The frozen splits
// are refused: every run on them counts as a read.
import { readFileSync } from 'node:fs';
import { analyseCoherence } from '../dist/cues/coherence/index.js';
import { textTemporalCues } from '../dist/cues/temporal/index.js';
import { parseItems, type EvalItem } from '../dist/evaluate/dataset.js';
import { analyseInput, kendallTau, restructure } from '../dist/index.js';
import { buildTimeline } from '../dist/order/timeline.js';
import type { Sentence } from '../dist/text/document.js';
import type { SentencePin } from '@untangle/contracts';

const FROZEN = new Set(['restructure-test.jsonl', 'restructure-structure.jsonl']);

interface Tally {
  texts: number;
  tau: number;
  firstRight: number;
  lastRight: number;
  tauFirstPinned: number;
  tauLastPinned: number;
  relatives: number;
  anchoredRight: number;
}

/** The engine's order of `item` under its gold type, as gold indices. */
function goldOrder(item: EvalItem, permutation: readonly number[], pins: readonly SentencePin[] = []) {
  return restructure({ text: item.shuffled, logicType: item.type, pins }).order.map((k) => permutation[k]!);
}

/**
 * Relative times that count forward from an unnamed event, and how many of them the timeline
 * anchors to the nearest sentence before them in the gold order that is dated or itself anchored.
 */
function anchoring(
  sentences: readonly Sentence[],
  permutation: readonly number[],
): { relatives: number; right: number } {
  const cues = textTemporalCues(sentences);
  const timeline = buildTimeline(sentences, cues, analyseCoherence(sentences));
  const atGold = new Map(permutation.map((gold, k) => [gold, k]));
  const timed = (k: number) => timeline[k]!.interval !== undefined || timeline[k]!.anchor !== undefined;
  let relatives = 0;
  let right = 0;
  timeline.forEach((entry, k) => {
    const relative = cues[k]!.find((cue) => cue.kind === 'relative')?.relative;
    if (entry.anchor === undefined || entry.direction !== 1 || !relative || relative.anchorText) return;
    let before: number | undefined;
    for (let gold = permutation[k]! - 1; gold >= 0 && before === undefined; gold--)
      if (timed(atGold.get(gold)!)) before = atGold.get(gold);
    if (before === undefined) return;
    relatives++;
    if (entry.anchor === before) right++;
  });
  return { relatives, right };
}

function tally(items: readonly EvalItem[]): Map<string, Tally> {
  const tallies = new Map<string, Tally>();
  for (const item of items) {
    const permutation = item.permutation;
    const n = item.sentences.length;
    const { sentences } = analyseInput(item.shuffled);
    if (!permutation || sentences.length !== n) continue;
    const key = `${item.type} / ${item.cue}`;
    const t = tallies.get(key) ?? {
      texts: 0,
      tau: 0,
      firstRight: 0,
      lastRight: 0,
      tauFirstPinned: 0,
      tauLastPinned: 0,
      relatives: 0,
      anchoredRight: 0,
    };
    tallies.set(key, t);
    const order = goldOrder(item, permutation);
    t.texts++;
    t.tau += kendallTau(order);
    if (order[0] === 0) t.firstRight++;
    if (order[n - 1] === n - 1) t.lastRight++;
    t.tauFirstPinned += kendallTau(
      goldOrder(item, permutation, [{ sentence: permutation.indexOf(0), position: 0 }]),
    );
    t.tauLastPinned += kendallTau(
      goldOrder(item, permutation, [{ sentence: permutation.indexOf(n - 1), position: n - 1 }]),
    );
    const anchors = anchoring(sentences, permutation);
    t.relatives += anchors.relatives;
    t.anchoredRight += anchors.right;
  }
  return tallies;
}

const share = (part: number, whole: number) =>
  whole === 0 ? '    -' : `${((100 * part) / whole).toFixed(0).padStart(4)}%`;
const mean = (sum: number, n: number) => (sum / n).toFixed(3);

for (const file of process.argv.slice(2)) {
  if (FROZEN.has(file.replace(/^.*[\\/]/, ''))) {
    console.error(`${file}: a frozen split; read it only through npm run eval:restructure`);
    process.exitCode = 1;
    continue;
  }
  console.log(file);
  console.log(
    `  ${'group'.padEnd(26)} texts   tau  first  last  tau, first pinned  tau, last pinned  relative times anchored right`,
  );
  for (const [key, t] of [...tally(parseItems(readFileSync(file, 'utf8'), file))].sort())
    console.log(
      `  ${key.padEnd(26)} ${String(t.texts).padStart(5)} ${mean(t.tau, t.texts)} ${share(t.firstRight, t.texts)} ${share(t.lastRight, t.texts)}` +
        `  ${mean(t.tauFirstPinned, t.texts).padStart(17)} ${mean(t.tauLastPinned, t.texts).padStart(17)}` +
        `  ${t.relatives > 0 ? `${t.anchoredRight} of ${t.relatives}` : '-'}`,
    );
}
