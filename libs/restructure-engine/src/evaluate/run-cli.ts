/**
 * `eval:restructure <file.jsonl> [--predictions <file.jsonl>] [--json] [--items]`, as a pure
 * function of its arguments and a file reader, so it is tested without spawning a process.
 */
import { restructure } from '../restructure.js';
import { layoutOf } from '../text/layout.js';
import { parseItems, parsePredictions, type EvalItem } from './dataset.js';
import { formatItems, formatTable, formatTargets } from './report.js';
import {
  checkTargets,
  scoreEngine,
  scorePredictions,
  summarise,
  type Engine,
  type ItemScore,
} from './score.js';

export interface CliResult {
  stdout: string;
  stderr: string;
  code: number;
}

export const EVAL_USAGE = `Usage: npm run eval:restructure -- [<items.jsonl> …] [--predictions <predictions.jsonl>] [--json] [--items]

Scores the local engine (or, with --predictions, another engine's saved answers: JSONL lines
{ "id", "outputText", "detectedLogicType" }) on items shaped like libs/restructure-engine/data/restructure-dev.jsonl.
Without a file: every split in libs/restructure-engine/data that exists, each reported on its own,
the frozen test split first (restructure-test, restructure-structure, restructure-fresh,
restructure-validation, restructure-validation-b, restructure-dev, restructure-heldout,
restructure-everyday).
  --json    print the summary, the target checks and every item as JSON
  --items   also print one line per item (not for the frozen split and the validation sets, which are
            read in aggregate only; --json leaves their items out too)`;

/** The splits evaluated by default, the frozen test split first. */
export const DEFAULT_SPLITS = [
  'libs/restructure-engine/data/restructure-test.jsonl',
  'libs/restructure-engine/data/restructure-structure.jsonl',
  'libs/restructure-engine/data/restructure-fresh.jsonl',
  'libs/restructure-engine/data/restructure-validation.jsonl',
  'libs/restructure-engine/data/restructure-validation-b.jsonl',
  'libs/restructure-engine/data/restructure-dev.jsonl',
  'libs/restructure-engine/data/restructure-heldout.jsonl',
  'libs/restructure-engine/data/restructure-everyday.jsonl',
];

/**
 * Splits read in aggregate only (data/FROZEN-SPLIT.md, data/VALIDATION-SET.md): nobody reads their
 * items, so `--items` and `--json` never print their per-item scores or the ids of items whose
 * layout was not kept.
 */
export const AGGREGATE_ONLY_SPLITS: ReadonlySet<string> = new Set([
  'restructure-test.jsonl',
  'restructure-structure.jsonl',
  'restructure-validation.jsonl',
  'restructure-validation-b.jsonl',
]);

export function isAggregateOnly(file: string): boolean {
  return AGGREGATE_ONLY_SPLITS.has(file.replace(/^.*[\\/]/, ''));
}

const WITHHELD = 'per-item lines withheld: this split is read in aggregate only';

export const localEngine: Engine = (text, logicType) => restructure({ text, logicType });

export function runEvalCli(
  args: readonly string[],
  readFile: (path: string) => string,
  engine: Engine = localEngine,
  exists: (path: string) => boolean = () => true,
): CliResult {
  let json = false;
  let items = false;
  let predictionsPath: string | undefined;
  const files: string[] = [];
  for (let k = 0; k < args.length; k++) {
    const arg = args[k]!;
    if (arg === '--json') json = true;
    else if (arg === '--items') items = true;
    else if (arg === '--help' || arg === '-h') return { stdout: `${EVAL_USAGE}\n`, stderr: '', code: 0 };
    else if (arg === '--predictions') {
      predictionsPath = args[++k];
      if (!predictionsPath)
        return { stdout: '', stderr: `--predictions needs a file\n${EVAL_USAGE}\n`, code: 2 };
    } else if (arg.startsWith('--'))
      return { stdout: '', stderr: `Unknown option ${arg}\n${EVAL_USAGE}\n`, code: 2 };
    else files.push(arg);
  }
  if (predictionsPath && files.length !== 1)
    return {
      stdout: '',
      stderr: `Give exactly one items file with --predictions.\n${EVAL_USAGE}\n`,
      code: 2,
    };
  const chosen = files.length > 0 ? files : DEFAULT_SPLITS.filter(exists);
  try {
    const reports = chosen.map((file) => {
      const dataset = parseItems(readFile(file), file);
      const scores = predictionsPath
        ? scorePredictions(dataset, parsePredictions(readFile(predictionsPath), predictionsPath))
        : scoreEngine(dataset, engine);
      const summaries = summarise(scores);
      const structure = structureKept(dataset, scores);
      return { file, dataset, scores, summaries, targets: checkTargets(summaries), structure };
    });
    if (json) {
      const out = reports.map(({ file, summaries, targets, scores, structure }) => {
        const withheld = isAggregateOnly(file);
        const layout = structure && withheld ? { kept: structure.kept, total: structure.total } : structure;
        return {
          file,
          summaries,
          targets,
          ...(layout ? { structure: layout } : {}),
          ...(withheld ? { itemsWithheld: true } : { items: scores }),
        };
      });
      return { stdout: `${JSON.stringify(out.length === 1 ? out[0] : out, null, 2)}\n`, stderr: '', code: 0 };
    }
    const parts: string[] = [];
    for (const report of reports) {
      if (parts.length > 0) parts.push('', '');
      parts.push(
        `${report.file} — ${report.dataset.length} items${predictionsPath ? `, predictions from ${predictionsPath}` : ', local engine'}`,
        '',
        formatTable(report.summaries),
        '',
        formatTargets(report.targets),
      );
      if (report.structure)
        parts.push(`structure kept: ${report.structure.kept} of ${report.structure.total}`);
      if (items && isAggregateOnly(report.file)) parts.push('', WITHHELD);
      else if (items) {
        if (report.structure?.failed.length)
          parts.push(`structure not kept: ${report.structure.failed.join(', ')}`);
        parts.push('', formatItems(report.scores));
      }
    }
    return { stdout: `${parts.join('\n')}\n`, stderr: '', code: 0 };
  } catch (error) {
    return { stdout: '', stderr: `${error instanceof Error ? error.message : String(error)}\n`, code: 1 };
  }
}

/**
 * For items with a `structure` field (pasted lines, a list, paragraphs): whether the output keeps
 * the input's layout — the same kind, the same number of lines or paragraphs, a list still a list.
 */
export function structureKept(
  dataset: readonly EvalItem[],
  scores: readonly ItemScore[],
): { kept: number; total: number; failed: string[] } | undefined {
  const structured = dataset.filter((item) => (item as { structure?: unknown }).structure !== undefined);
  if (structured.length === 0) return undefined;
  const byId = new Map(scores.map((s) => [s.id, s]));
  const failed: string[] = [];
  for (const item of structured) {
    const input = layoutOf(item.shuffled);
    const output = layoutOf(byId.get(item.id)?.outputText ?? '');
    const same =
      input.kind === output.kind &&
      input.paragraphSizes.length === output.paragraphSizes.length &&
      (input.list?.kind ?? 'none') === (output.list?.kind ?? 'none');
    if (!same) failed.push(item.id);
  }
  return { kept: structured.length - failed.length, total: structured.length, failed };
}
