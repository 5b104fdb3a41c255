/**
 * `eval:restructure <file.jsonl> [--predictions <file.jsonl>] [--json] [--items]`, as a pure
 * function of its arguments and a file reader, so it is tested without spawning a process.
 */
import { restructure } from '../restructure.js';
import { parseItems, parsePredictions } from './dataset.js';
import { formatItems, formatTable, formatTargets } from './report.js';
import { checkTargets, scoreEngine, scorePredictions, summarise, type Engine } from './score.js';

export interface CliResult {
  stdout: string;
  stderr: string;
  code: number;
}

export const EVAL_USAGE = `Usage: npm run eval:restructure -- <items.jsonl> [--predictions <predictions.jsonl>] [--json] [--items]

Scores the local engine (or, with --predictions, another engine's saved answers: JSONL lines
{ "id", "outputText", "detectedLogicType" }) on items shaped like shared/datasets/restructure-dev.jsonl.
  --json    print the summary, the target checks and every item as JSON
  --items   also print one line per item`;

export const localEngine: Engine = (text, logicType) => restructure({ text, logicType });

export function runEvalCli(
  args: readonly string[],
  readFile: (path: string) => string,
  engine: Engine = localEngine,
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
  if (files.length !== 1)
    return { stdout: '', stderr: `Give exactly one items file.\n${EVAL_USAGE}\n`, code: 2 };
  try {
    const dataset = parseItems(readFile(files[0]!), files[0]);
    const scores = predictionsPath
      ? scorePredictions(dataset, parsePredictions(readFile(predictionsPath), predictionsPath))
      : scoreEngine(dataset, engine);
    const summaries = summarise(scores);
    const targets = checkTargets(summaries);
    if (json) {
      return {
        stdout: `${JSON.stringify({ file: files[0], summaries, targets, items: scores }, null, 2)}\n`,
        stderr: '',
        code: 0,
      };
    }
    const parts = [
      `${files[0]} — ${dataset.length} items${predictionsPath ? `, predictions from ${predictionsPath}` : ', local engine'}`,
      '',
      formatTable(summaries),
      '',
      formatTargets(targets),
    ];
    if (items) parts.push('', formatItems(scores));
    return { stdout: `${parts.join('\n')}\n`, stderr: '', code: 0 };
  } catch (error) {
    return { stdout: '', stderr: `${error instanceof Error ? error.message : String(error)}\n`, code: 1 };
  }
}
