import type { DetectedLogicType, LogicType, ModelTier } from '@untangle/contracts';

export interface EngineInput {
  text: string;
  logicType: LogicType;
  /** standard (free) or premium (Pro): which model a model-backed engine asks. */
  modelTier: ModelTier;
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
}

export interface EngineCallOptions {
  /** Aborted at the job's deadline or when the job is cancelled. */
  signal?: AbortSignal;
}

/** One interface, two engines (DESIGN decision 6), chosen by AI_PROVIDER. */
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
  override readonly name = 'MalformedAnswerError';
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
