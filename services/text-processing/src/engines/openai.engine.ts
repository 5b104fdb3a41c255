import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ModelTier, SentencePin } from '@untangle/contracts';
import { analyseInput, checkPins, formatOutput, orderAsLaidOut } from '@untangle/restructure-engine';
import type { TextProcessingConfig } from '../config.js';
import {
  InvalidOrderError,
  ProviderError,
  type EngineCallOptions,
  type EngineInput,
  type EngineOutput,
  type RestructureEngine,
} from './engine.js';
import { checkExplanation } from './explanation-cues.js';
import { readAnswer } from './openai-answer.js';
import {
  orderFeedback,
  RESPONSE_FORMAT_NAME,
  RESPONSE_SCHEMA,
  SYSTEM_PROMPT,
  userMessage,
} from './openai-prompt.js';
import { readOrder } from './sentence-order.js';

const OFFICIAL_OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * The answer's token budget: the type, the cues and the explanation, plus a few tokens per sentence
 * number (digits, comma, whitespace). A model that needs more has not answered with an order.
 */
const ANSWER_BASE_TOKENS = 1_000;
const ANSWER_TOKENS_PER_SENTENCE = 4;

export function answerTokenBudget(sentences: number): number {
  return ANSWER_BASE_TOKENS + ANSWER_TOKENS_PER_SENTENCE * sentences;
}

type OpenAiSettings = Pick<
  TextProcessingConfig,
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_MODEL_STANDARD'
  | 'OPENAI_MODEL_PREMIUM'
  | 'OPENAI_TIMEOUT_MS'
  | 'OPENAI_RESPONSE_FORMAT'
>;

/**
 * Chat Completions through the official SDK against OPENAI_BASE_URL (so any OpenAI-compatible server
 * works), the standard model for free members and the premium one for Pro. The model orders, it does
 * not retype: the text is segmented here, with the local engine's own segmenter, and sent as numbered
 * sentences; the model answers with the order of the numbers, the logic type, its cues and an
 * explanation; the result is built from the member's own sentences by the engine library's formatter
 * (step labels included), so it holds every sentence exactly once by construction. An order that is no
 * permutation or breaks a pin is a rejected answer (asked once more, with what was wrong).
 *
 * The SDK does not retry (maxRetries 0): a transient failure fails the job attempt and BullMQ retries
 * it with exponential backoff, visible in the queue and its metrics.
 */
export class OpenAiEngine implements RestructureEngine {
  readonly name = 'openai';
  /** One more answer after a malformed one or one whose order is invalid. */
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
    const { sentences, layout } = analyseInput(input.text);
    const pins = input.pins ?? [];
    checkPins(pins, sentences.length);
    const texts = sentences.map((sentence) => sentence.text);
    const completion = await this.ask(texts, input, pins, options);
    const answer = readAnswer(completion);
    const reading = readOrder(answer.order, sentences.length, pins);
    if (!reading.ok) {
      throw new InvalidOrderError(
        'The model answer is not an order of the sentences that keeps the pins',
        orderFeedback(reading.problems, sentences.length),
      );
    }
    // A requested type is the type of the result; the model chooses only under auto-detect.
    const type = input.logicType === 'auto-detect' ? answer.detectedLogicType : input.logicType;
    // Sections, a heading line and a sign-off go back where they stand, as the local engine keeps them.
    const order = orderAsLaidOut(reading.order, pins, layout);
    const { explanation } = checkExplanation({
      explanation: answer.explanation,
      cues: answer.cues,
      sentences: texts,
      order,
      type,
    });
    return {
      outputText: formatOutput(sentences, order, type, layout),
      detectedLogicType: type,
      explanation,
      sentences: texts,
      order,
    };
  }

  private async ask(
    sentences: readonly string[],
    input: EngineInput,
    pins: readonly SentencePin[],
    options: EngineCallOptions,
  ): Promise<OpenAI.Chat.Completions.ChatCompletion> {
    const timeout = AbortSignal.timeout(this.settings.OPENAI_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    try {
      return await this.client.chat.completions.create(
        {
          model: this.modelFor(input.modelTier),
          temperature: 0,
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: userMessage(sentences, input.logicType, pins, input.feedback) },
          ],
          ...this.answerFormat(answerTokenBudget(sentences.length)),
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
  }

  /**
   * The response format and the answer's token cap. Servers with strict json_schema take OpenAI's
   * current `max_completion_tokens`; the plain JSON modes are for older servers, which know
   * `max_tokens`.
   */
  private answerFormat(
    tokens: number,
  ): Pick<
    OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming,
    'response_format' | 'max_tokens' | 'max_completion_tokens'
  > {
    switch (this.settings.OPENAI_RESPONSE_FORMAT) {
      case 'json_schema':
        return {
          response_format: {
            type: 'json_schema',
            json_schema: { name: RESPONSE_FORMAT_NAME, schema: { ...RESPONSE_SCHEMA }, strict: true },
          },
          max_completion_tokens: tokens,
        };
      case 'json_object':
        return { response_format: { type: 'json_object' }, max_tokens: tokens };
      case 'text':
        return { max_tokens: tokens };
    }
  }
}

/** Sorts an SDK failure into retried (rate limit, server error, timeout, network) and not retried. */
function providerError(error: unknown): ProviderError {
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
