/**
 * `@untangle/text-processing/testing`: text-processing in the test's own process, for end-to-end,
 * benchmark and resilience suites. Nothing is read from process.env: what the test passes is what
 * runs (LOG_LEVEL defaults to 'warn').
 */
import { loadConfig } from '@untangle/nest-kit';
import { TextProcessingConfig, type Role } from '../config.js';
import { startTextProcessing } from '../start.js';

export {
  echoAnswer,
  orderReply,
  startFakeOpenAi,
  type FakeOpenAi,
  type FakeOpenAiInput,
  type FakeOpenAiOptions,
  type FakeOpenAiRequest,
  type FakeReply,
  type FakeResponder,
} from './fake-openai.js';
export { estimateTokens } from './token-estimate.js';
// The engine path, for the model benchmark (bench/openai-prompt.bench.ts).
export { OpenAiEngine } from '../engines/openai.engine.js';
export {
  MalformedAnswerError,
  type EngineInput,
  type EngineOutput,
  type RestructureEngine,
} from '../engines/engine.js';
export { RestructureRunner } from '../worker/restructure-runner.js';
export { connectToTextProcessing } from './connect.js';
export { localEngine, restructureCommand, SAMPLE_TEXTS, SCRIPTED_ENGINE_THREAD } from './fixtures.js';
export {
  startTextProcessingProcess,
  type TextProcessingProcess,
  type TextProcessingProcessOptions,
} from './process.js';

export interface TextProcessingForTestsOptions {
  redisUrl: string;
  /** The suite's Redis key prefix: transport streams and the BullMQ queue live under it. */
  redisPrefix: string;
  /** Default 'all'. */
  role?: Role;
  /** Any other variable of .env.example, e.g. AI_PROVIDER, OPENAI_BASE_URL, TEXT_PROCESSING_CONCURRENCY. */
  env?: Record<string, string>;
  /** Another thread body for the local engine, e.g. SCRIPTED_ENGINE_THREAD. */
  localEngineThread?: URL;
}

export interface TextProcessingForTests {
  /** Base URL of its HTTP side (/health, /ready, /metrics). */
  url: string;
  config: TextProcessingConfig;
  stop(): Promise<void>;
}

export async function startTextProcessingForTests(
  options: TextProcessingForTestsOptions,
): Promise<TextProcessingForTests> {
  const config = loadConfig(TextProcessingConfig, 'text-processing', {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    TEXT_PROCESSING_ROLE: options.role ?? 'all',
    ...options.env,
  });
  const service = await startTextProcessing(config, {
    port: 0,
    ...(options.localEngineThread ? { localEngineThread: options.localEngineThread } : {}),
  });
  let stopped: Promise<void> | undefined;
  return {
    url: service.url,
    config,
    stop: () => (stopped ??= service.close()),
  };
}
