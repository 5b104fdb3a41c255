import { LIMITS } from '@untangle/contracts';
import { characterCount, EmptyInputError, InputTooLongError } from './errors.js';
import { analyse, type Sentence } from './text/document.js';

/**
 * The member's text as every orderer sees it (this engine, or a model ordering its numbered
 * sentences): analysed sentences, or EmptyInputError / InputTooLongError.
 */
export function analyseInput(text: string): Sentence[] {
  if (typeof text !== 'string' || text.trim().length === 0) throw new EmptyInputError();
  const length = characterCount(text.trim());
  if (length > LIMITS.maxInputChars) throw new InputTooLongError(length);
  const sentences = analyse(text);
  if (sentences.length === 0) throw new EmptyInputError();
  return sentences;
}
