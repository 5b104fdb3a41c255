/**
 * `untangle-restructure [--type T] [--json]` as a pure function: arguments and the text read from
 * stdin in, what to print and the exit code out. Exit codes: 0 done, 1 input refused (empty or
 * over the limit), 2 usage error.
 */
import { LIMITS, LOGIC_TYPE_LABELS, LOGIC_TYPES, isLogicType, type LogicType } from '@untangle/contracts';
import { RestructureInputError } from '../errors.js';
import { restructure } from '../restructure.js';

export interface CliResult {
  stdout: string;
  stderr: string;
  code: number;
}

export const USAGE = `Usage: untangle-restructure [--type <type>] [--json] < text.txt

Reads unorganised text on stdin (at most ${LIMITS.maxInputChars} characters) and prints it in a logical order
with an explanation.

  --type <type>  one of ${LOGIC_TYPES.join(', ')} (default: auto-detect)
  --json         print { outputText, detectedLogicType, explanation, order } as JSON
  --help         show this help`;

export function runCli(args: readonly string[], input: string): CliResult {
  let type: LogicType = 'auto-detect';
  let json = false;
  for (let k = 0; k < args.length; k++) {
    const arg = args[k]!;
    if (arg === '--help' || arg === '-h') return { stdout: `${USAGE}\n`, stderr: '', code: 0 };
    if (arg === '--json') {
      json = true;
      continue;
    }
    if (arg === '--type' || arg.startsWith('--type=')) {
      const value = arg === '--type' ? args[++k] : arg.slice('--type='.length);
      if (!isLogicType(value)) {
        return usageError(
          `--type must be one of ${LOGIC_TYPES.join(', ')}${value ? ` (got '${value}')` : ''}.`,
        );
      }
      type = value;
      continue;
    }
    return usageError(`Unknown argument '${arg}'.`);
  }
  try {
    const result = restructure({ text: input, logicType: type });
    if (json) return { stdout: `${JSON.stringify(result, null, 2)}\n`, stderr: '', code: 0 };
    return {
      stdout: `${result.outputText}\n\nLogic type: ${LOGIC_TYPE_LABELS[result.detectedLogicType]} (${result.detectedLogicType})\nWhy: ${result.explanation}\n`,
      stderr: '',
      code: 0,
    };
  } catch (error) {
    if (error instanceof RestructureInputError)
      return { stdout: '', stderr: `untangle-restructure: ${error.message}\n`, code: 1 };
    throw error;
  }
}

function usageError(message: string): CliResult {
  return { stdout: '', stderr: `untangle-restructure: ${message}\n\n${USAGE}\n`, code: 2 };
}
