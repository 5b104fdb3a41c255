// How well a set's dates are read: of the pairs of sentences the timeline orders by their own dates
// (not by a relative time's guessed anchor), how many contradict the gold order, by the scale they
// are on; and how many pairs it cannot order because their dates are on different scales. Aggregate
// counts only, so it may be run on the sets read in aggregate only.
// Run after a build: node libs/restructure-engine/scripts/date-pairs.ts <items.jsonl> [...]
import { readFileSync } from 'node:fs';
import { analyseCoherence } from '../dist/cues/coherence/index.js';
import { textTemporalCues } from '../dist/cues/temporal/index.js';
import { parseItems } from '../dist/evaluate/dataset.js';
import { analyseInput } from '../dist/index.js';
import { buildTimeline, compareIntervals, type TimelineEntry } from '../dist/order/timeline.js';

interface Tally {
  ordered: number;
  contradicting: Record<string, number>;
  differentScales: number;
}

const own = (entry: TimelineEntry) => entry.anchor === undefined && entry.interval !== undefined;

for (const file of process.argv.slice(2)) {
  const tally: Tally = { ordered: 0, contradicting: {}, differentScales: 0 };
  for (const item of parseItems(readFileSync(file, 'utf8'), file)) {
    // The gold order as one text, so that sentence k is the gold's k-th.
    const { sentences } = analyseInput(item.sentences.join(' '));
    if (sentences.length !== item.sentences.length) continue;
    const timeline = buildTimeline(sentences, textTemporalCues(sentences), analyseCoherence(sentences));
    for (let i = 0; i < sentences.length; i++) {
      for (let j = i + 1; j < sentences.length; j++) {
        const [a, b] = [timeline[i]!, timeline[j]!];
        if (!own(a) || !own(b)) continue;
        const order = compareIntervals(a.interval, b.interval);
        if (order !== 0) tally.ordered++;
        if (order === 1) {
          const scale = a.interval!.space;
          tally.contradicting[scale] = (tally.contradicting[scale] ?? 0) + 1;
        }
        if (a.interval!.space !== b.interval!.space) tally.differentScales++;
      }
    }
  }
  const wrong = Object.values(tally.contradicting).reduce((sum, count) => sum + count, 0);
  console.log(
    `${file}: ${tally.ordered} pairs ordered by their dates, ${wrong} against the gold order ` +
      `${JSON.stringify(tally.contradicting)}, ${tally.differentScales} on different scales (unordered)`,
  );
}
