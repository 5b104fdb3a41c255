import { LIMITS } from '@untangle/contracts';
import { characterCount, EmptyInputError, InputTooLongError } from './errors.js';
import { analyse, type Sentence } from './text/document.js';
import { layoutOf, type Layout } from './text/layout.js';
import { segment } from './text/segmenter.js';

/** The member's text as every orderer sees it: its sentences, and the layout the output keeps. */
export interface AnalysedInput {
  sentences: Sentence[];
  layout: Layout;
}

/**
 * Reads the member's text once for whichever orderer runs (this engine, or a model ordering its
 * numbered sentences), or throws EmptyInputError / InputTooLongError.
 */
export function analyseInput(text: string): AnalysedInput {
  if (typeof text !== 'string' || text.trim().length === 0) throw new EmptyInputError();
  const length = characterCount(text.trim());
  if (length > LIMITS.maxInputChars) throw new InputTooLongError(length);
  const segments = segment(text);
  const sentences = analyse(text, segments);
  if (sentences.length === 0) throw new EmptyInputError();
  return { sentences, layout: layoutOf(text, segments) };
}
