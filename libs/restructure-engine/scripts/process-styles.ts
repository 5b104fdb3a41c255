// How a set's process texts are written, and how auto-detection does on each kind: instructions
// (most sentences in the imperative: 'Warm the oil', 'Cut the board back') or descriptions ('The
// rags are sorted by colour', 'The compositor picks metal letters'). Aggregate counts only, so it
// may be run on the sets read in aggregate only.
// Run after a build: node libs/restructure-engine/scripts/process-styles.ts <items.jsonl> [...]
import { readFileSync } from 'node:fs';
import { isInstruction } from '../dist/cues/sequence.js';
import { parseItems, type EvalItem } from '../dist/evaluate/dataset.js';
import { analyseInput, restructure } from '../dist/index.js';

interface Tally {
  texts: number;
  detected: number;
  detectedAs: Record<string, number>;
}

/** Instructions when at least half of the gold sentences read as an instruction. */
function styleOf(item: EvalItem): 'instructions' | 'descriptions' {
  const sentences = analyseInput(item.sentences.join(' ')).sentences;
  const instructions = sentences.filter((s) => isInstruction(s)).length;
  return instructions * 2 >= sentences.length ? 'instructions' : 'descriptions';
}

for (const file of process.argv.slice(2)) {
  const items = parseItems(readFileSync(file, 'utf8'), file);
  const tallies: Record<string, Tally> = {};
  for (const item of items.filter((i) => i.type === 'process')) {
    const key = `${item.cue} cues, ${styleOf(item)}`;
    const tally = (tallies[key] ??= { texts: 0, detected: 0, detectedAs: {} });
    const detected = restructure({ text: item.shuffled, logicType: 'auto-detect' }).detectedLogicType;
    tally.texts++;
    if (detected === 'process') tally.detected++;
    else tally.detectedAs[detected] = (tally.detectedAs[detected] ?? 0) + 1;
  }
  console.log(file);
  for (const [key, t] of Object.entries(tallies).sort())
    console.log(
      `  ${key.padEnd(28)} ${String(t.texts).padStart(4)} texts, detected as process ${t.detected}` +
        (Object.keys(t.detectedAs).length ? ` (else ${JSON.stringify(t.detectedAs)})` : ''),
    );
}
