import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { DETECTED_LOGIC_TYPES, type DetectedLogicType, type ModelTier } from '@untangle/contracts';
import type { TextProcessingConfig } from '../config.js';
import {
  MalformedAnswerError,
  ProviderError,
  type EngineCallOptions,
  type EngineInput,
  type EngineOutput,
  type RestructureEngine,
} from './engine.js';
import { RESPONSE_FORMAT_NAME, RESPONSE_SCHEMA, SYSTEM_PROMPT, userMessage } from './openai-prompt.js';

export const OFFICIAL_OPENAI_BASE_URL = 'https://api.openai.com/v1';

type OpenAiSettings = Pick<
  TextProcessingConfig,
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_MODEL_STANDARD'
  | 'OPENAI_MODEL_PREMIUM'
  | 'OPENAI_TIMEOUT_MS'
>;

/**
 * Chat Completions through the official SDK against OPENAI_BASE_URL (so any OpenAI-compatible server
 * works), the standard model for free members and the premium one for Pro, with a strict JSON-schema
 * response format. The SDK does not retry (maxRetries 0): a transient failure fails the job attempt
 * and BullMQ retries it with exponential backoff, visible in the queue and its metrics.
 */
export class OpenAiEngine implements RestructureEngine {
  readonly name = 'openai';
  /** One more answer after a malformed one or one that fails the fidelity check. */
  readonly answerRetries = 1;
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiSettings) {
    if (!settings.OPENAI_API_KEY) {
      throw new Error('OPENAI_API_KEY is required when AI_PROVIDER=openai');
    }
    this.client = new OpenAI({
      apiKey: settings.OPENAI_API_KEY,
      baseURL: settings.OPENAI_BASE_URL ?? OFFICIAL_OPENAI_BASE_URL,
      // Our own signal enforces OPENAI_TIMEOUT_MS (below); the SDK's timeout is only a backstop.
      timeout: settings.OPENAI_TIMEOUT_MS + 1_000,
      maxRetries: 0,
    });
  }

  modelFor(tier: ModelTier): string {
    return tier === 'premium' ? this.settings.OPENAI_MODEL_PREMIUM : this.settings.OPENAI_MODEL_STANDARD;
  }

  async restructure(input: EngineInput, options: EngineCallOptions = {}): Promise<EngineOutput> {
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    const timeout = AbortSignal.timeout(this.settings.OPENAI_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      completion = await this.client.chat.completions.create(
        {
          model: this.modelFor(input.modelTier),
          temperature: 0,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: userMessage(input.text, input.logicType, input.feedback) },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: RESPONSE_FORMAT_NAME, schema: { ...RESPONSE_SCHEMA }, strict: true },
          },
        },
        { signal },
      );
    } catch (error) {
      if (timeout.aborted && !options.signal?.aborted) {
        throw new ProviderError(
          'timeout',
          true,
          `The model did not answer within ${this.settings.OPENAI_TIMEOUT_MS} ms`,
        );
      }
      throw providerError(error);
    }
    const output = parseAnswer(completion);
    // A requested type is the type of the result; the model chooses only under auto-detect.
    if (input.logicType !== 'auto-detect') output.detectedLogicType = input.logicType;
    return output;
  }
}

/** Sorts an SDK failure into retried (rate limit, server error, timeout, network) and not retried. */
export function providerError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof APIUserAbortError)
    return new ProviderError('aborted', false, 'The model request was aborted');
  if (error instanceof APIConnectionTimeoutError) {
    return new ProviderError('timeout', true, 'The model did not answer in time');
  }
  if (error instanceof APIConnectionError) {
    return new ProviderError('connection', true, `The model server could not be reached: ${error.message}`);
  }
  if (error instanceof APIError) {
    const status = error.status ?? 0;
    const detail = `The model server answered ${status}: ${error.message}`;
    if (status === 429) return new ProviderError('rate_limited', true, detail, status);
    if (status === 408 || status === 409 || status >= 500)
      return new ProviderError('server_error', true, detail, status);
    if (status === 401 || status === 403) return new ProviderError('auth', false, detail, status);
    return new ProviderError('bad_request', false, detail, status);
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new ProviderError('aborted', false, 'The model request was aborted');
  }
  return new ProviderError('connection', true, `The model request failed: ${String(error)}`);
}

/** The answer as our result, or MalformedAnswerError (refusal, truncation, not the schema). */
export function parseAnswer(completion: OpenAI.Chat.Completions.ChatCompletion): EngineOutput {
  const choice = completion.choices?.[0];
  if (!choice) throw new MalformedAnswerError('The model answered without a choice');
  if (choice.message?.refusal) throw new MalformedAnswerError(`The model refused: ${choice.message.refusal}`);
  if (choice.finish_reason === 'length')
    throw new MalformedAnswerError('The model answer was cut off (length)');
  const content = choice.message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new MalformedAnswerError('The model answer has no content');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new MalformedAnswerError('The model answer is not JSON');
  }
  const answer = parsed as Partial<Record<keyof EngineOutput, unknown>>;
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    typeof answer.outputText !== 'string' ||
    typeof answer.explanation !== 'string' ||
    !(DETECTED_LOGIC_TYPES as readonly unknown[]).includes(answer.detectedLogicType)
  ) {
    throw new MalformedAnswerError('The model answer does not match the response schema');
  }
  if (answer.outputText.trim() === '' || answer.explanation.trim() === '') {
    throw new MalformedAnswerError('The model answer has an empty field');
  }
  return {
    outputText: answer.outputText.trim(),
    detectedLogicType: answer.detectedLogicType as DetectedLogicType,
    explanation: answer.explanation.trim(),
  };
}
