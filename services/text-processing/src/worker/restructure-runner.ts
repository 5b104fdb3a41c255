import { PROCESSING_FAILURE_MESSAGES } from '@untangle/contracts';
import { checkFidelity, checkPins, RestructureInputError, segment } from '@untangle/restructure-engine';
import type { Logger } from 'pino';
import {
  InvalidOrderError,
  MalformedAnswerError,
  ProviderError,
  type EngineInput,
  type EngineOutput,
  type RestructureEngine,
} from '../engines/engine.js';
import { EngineDeadlineError } from '../engines/local/engine-thread-pool.js';
import { fidelityFeedback, malformedFeedback } from '../engines/openai-prompt.js';
import { permanentFailure, transientFailure } from '../queue/job-failure.js';
import type { RestructureMetrics } from '../metrics/restructure-metrics.js';
import { orderProblem } from './order-check.js';

export interface RunOptions {
  signal?: AbortSignal;
  /** The job's priority, passed on to the engine (EngineCallOptions.priority). */
  priority?: number;
  /** True once the job's deadline has passed (the signal may also abort for other reasons). */
  pastDeadline?: () => boolean;
}

/**
 * Asks the engine and accepts only an answer that passes the fidelity check (every input sentence
 * exactly once, nothing invented) and whose order names every sentence once and keeps the member's
 * pins. Pins that do not fit the text are refused before any engine is asked. A malformed answer,
 * an order that drops, repeats or invents a sentence number or breaks a pin, or an unfaithful text
 * is asked for again `engine.answerRetries` times, with what was wrong, then reported as a clear
 * error — never shown as a result. Provider failures become transient (retried by BullMQ with
 * backoff) or permanent job failures.
 */
export class RestructureRunner {
  constructor(
    private readonly engine: RestructureEngine,
    private readonly metrics: Pick<RestructureMetrics, 'providerErrors'>,
    private readonly logger: Logger,
  ) {}

  async run(input: Omit<EngineInput, 'feedback'>, options: RunOptions = {}): Promise<EngineOutput> {
    if (input.pins && input.pins.length > 0) {
      try {
        checkPins(input.pins, segment(input.text).length);
      } catch (error) {
        throw this.failure(error, options);
      }
    }
    let feedback: string | undefined;
    for (let answer = 0; ; answer++) {
      const lastChance = answer >= this.engine.answerRetries;
      let output: EngineOutput;
      try {
        output = await this.engine.restructure({ ...input, ...(feedback ? { feedback } : {}) }, options);
      } catch (error) {
        if (error instanceof MalformedAnswerError) {
          // An invalid order drops or repeats a sentence, like an unfaithful text.
          const invalidOrder = error instanceof InvalidOrderError;
          this.count(invalidOrder ? 'invalid_order' : 'malformed_answer');
          this.logger.warn({ engine: this.engine.name, reason: error.message }, 'rejected model answer');
          if (lastChance) {
            throw permanentFailure(
              'PROCESSING_FAILED',
              invalidOrder
                ? PROCESSING_FAILURE_MESSAGES.fidelity
                : PROCESSING_FAILURE_MESSAGES.malformedAnswer,
            );
          }
          feedback = error.feedback ?? malformedFeedback();
          continue;
        }
        throw this.failure(error, options);
      }
      const report = checkFidelity(input.text, output.outputText);
      const problem = report.ok ? orderProblem(output, input.pins) : undefined;
      if (report.ok && problem === undefined) return output;
      if (problem !== undefined) {
        // The text was faithful but the order beside it does not describe it: a malformed answer.
        this.count('malformed_answer');
        this.logger.warn({ engine: this.engine.name, reason: problem }, 'restructure answer has a bad order');
        if (lastChance)
          throw permanentFailure('PROCESSING_FAILED', PROCESSING_FAILURE_MESSAGES.malformedAnswer);
        feedback = malformedFeedback();
        continue;
      }
      this.count('fidelity');
      this.logger.warn(
        {
          engine: this.engine.name,
          missing: report.missing.length,
          duplicated: report.duplicated.length,
          added: report.added.length,
        },
        'restructure answer failed the fidelity check',
      );
      if (lastChance) throw permanentFailure('PROCESSING_FAILED', PROCESSING_FAILURE_MESSAGES.fidelity);
      feedback = fidelityFeedback(report);
    }
  }

  private failure(error: unknown, options: RunOptions): Error {
    if (error instanceof RestructureInputError) return permanentFailure('VALIDATION_FAILED', error.message);
    if (error instanceof EngineDeadlineError) {
      this.count('deadline');
      this.logger.warn({ engine: this.engine.name, deadlineMs: error.deadlineMs }, error.message);
      return permanentFailure('PROCESSING_TOO_COMPLEX');
    }
    if (error instanceof ProviderError) {
      if (error.kind === 'aborted' && options.pastDeadline?.()) return permanentFailure('PROCESSING_TIMEOUT');
      this.count(error.kind);
      if (error.transient) {
        this.logger.warn({ engine: this.engine.name, kind: error.kind, status: error.status }, error.message);
        return transientFailure('PROCESSING_FAILED', PROCESSING_FAILURE_MESSAGES.providerUnavailable);
      }
      this.logger.error({ engine: this.engine.name, kind: error.kind, status: error.status }, error.message);
      return permanentFailure('PROCESSING_FAILED');
    }
    if (options.pastDeadline?.()) return permanentFailure('PROCESSING_TIMEOUT');
    this.count('unexpected');
    this.logger.error({ err: error, engine: this.engine.name }, 'restructure engine failed unexpectedly');
    return permanentFailure('PROCESSING_FAILED');
  }

  private count(kind: string): void {
    this.metrics.providerErrors.inc({ engine: this.engine.name, kind });
  }
}
