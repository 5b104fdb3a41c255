import type { DetectedLogicType, LogicType, ModelTier, SentencePin } from '@untangle/contracts';

export interface EngineInput {
  text: string;
  logicType: LogicType;
  /** standard (free) or premium (Pro): which model a model-backed engine asks. */
  modelTier: ModelTier;
  /**
   * Sentences the member fixed (a re-run): input sentence `sentence` (0-based) at output position
   * `position` (0-based); the rest are ordered around them.
   */
  pins?: readonly SentencePin[];
  /**
   * Set on the retry after an answer failed the fidelity check: what was wrong with it, for an engine
   * that can take a hint (a model); a deterministic engine ignores it.
   */
  feedback?: string;
}

export interface EngineOutput {
  outputText: string;
  detectedLogicType: DetectedLogicType;
  explanation: string;
  /** The input's sentences as the engine library segments them (as written): what `order` indexes. */
  sentences: string[];
  /** Input sentence indices (0-based) in output order, every pinned sentence at its position. */
  order: number[];
}

export interface EngineCallOptions {
  /** Aborted at the job's deadline or when the job is cancelled. */
  signal?: AbortSignal;
  /** The job's priority (lower first, BullMQ's order), for an engine that makes requests wait. */
  priority?: number;
}

/** One interface, two engines (the local deterministic one and a model), chosen by AI_PROVIDER. */
export interface RestructureEngine {
  readonly name: string;
  /** How many more answers to ask for after one that fails the fidelity check or is malformed. */
  readonly answerRetries: number;
  restructure(input: EngineInput, options?: EngineCallOptions): Promise<EngineOutput>;
  /** Releases what the engine holds (threads, connections) when the worker shuts down. */
  close?(): Promise<void>;
}

export const RESTRUCTURE_ENGINE = Symbol('RESTRUCTURE_ENGINE');

/** The provider answered, but not with the structured result asked for. */
export class MalformedAnswerError extends Error {
  override readonly name: string = 'MalformedAnswerError';

  /** `feedback`: what to tell the model when it is asked again (a generic reminder when absent). */
  constructor(
    message: string,
    readonly feedback?: string,
  ) {
    super(message);
  }
}

/**
 * The answer's order is no permutation of the sentence numbers (one missing, repeated or out of
 * range) or breaks a pin: taken like a dropped or repeated sentence.
 */
export class InvalidOrderError extends MalformedAnswerError {
  override readonly name = 'InvalidOrderError';
}

export type ProviderErrorKind =
  'rate_limited' | 'server_error' | 'timeout' | 'connection' | 'auth' | 'bad_request' | 'aborted';

/** The provider could not be asked or refused the request; `transient` ones are retried with backoff. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';

  constructor(
    readonly kind: ProviderErrorKind,
    readonly transient: boolean,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
