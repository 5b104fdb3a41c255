import { LIMITS } from '@untangle/contracts';

export type RestructureErrorCode = 'EMPTY_INPUT' | 'INPUT_TOO_LONG' | 'INVALID_PINS';

/** Input the engine refuses. `code` is stable; `message` is written for the person who sent the text. */
export class RestructureInputError extends Error {
  override readonly name: string = 'RestructureInputError';
  readonly code: RestructureErrorCode;

  constructor(code: RestructureErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export class EmptyInputError extends RestructureInputError {
  override readonly name = 'EmptyInputError';

  constructor() {
    super('EMPTY_INPUT', 'The text is empty: enter some sentences to restructure.');
  }
}

export class InputTooLongError extends RestructureInputError {
  override readonly name = 'InputTooLongError';
  readonly length: number;

  constructor(length: number) {
    super(
      'INPUT_TOO_LONG',
      `The text is ${length} characters long; the limit is ${LIMITS.maxInputChars}. Shorten it and try again.`,
    );
    this.length = length;
  }
}

/** Characters as the user sees them: Unicode code points, like @untangle/text-validation's textLength. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
