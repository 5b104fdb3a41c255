export { restructure } from './restructure.js';
export { applyPins, checkPins, InvalidPinsError, orderAsLaidOut } from './pins.js';
export {
  displaySentence,
  formatOrder,
  formattable,
  stepLabel,
  type FormattableText,
} from './format-order.js';
export { checkFidelity, type FidelityReport } from './fidelity.js';
export { detectLogicType, type Detection } from './detect.js';
export { kendallTau, kendallTauBetween } from './kendall.js';
export { segment, type Segment } from './text/segmenter.js';
// For an orderer outside this library (a model): the same sentences and the same output formatting.
export { analyseInput, type AnalysedInput } from './input.js';
export type { Sentence } from './text/document.js';
export { formatOutput } from './format.js';
export {
  characterCount,
  EmptyInputError,
  InputTooLongError,
  RestructureInputError,
  type RestructureErrorCode,
} from './errors.js';
export type { RestructureInput, RestructureResult } from './types.js';
