/**
 * `@untangle/text-processing/testing`: text-processing in the test's own process, for end-to-end,
 * benchmark and resilience suites. Nothing is read from process.env: what the test passes is what
 * runs (LOG_LEVEL defaults to 'warn').
 */
import { loadConfig, migrateService } from '@untangle/nest-kit';
import { runsApi, TextProcessingConfig, type Role } from '../config.js';
import { dataSourceOptions } from '../database.js';
import { startTextProcessing } from '../start.js';

export {
  echoAnswer,
  startFakeOpenAi,
  type FakeOpenAi,
  type FakeOpenAiRequest,
  type FakeReply,
  type FakeResponder,
} from './fake-openai.js';
export { connectToTextProcessing } from './connect.js';
export { localEngine, restructureCommand, SAMPLE_TEXTS, SCRIPTED_ENGINE_THREAD } from './fixtures.js';
export {
  startTextProcessingProcess,
  type TextProcessingProcess,
  type TextProcessingProcessOptions,
} from './process.js';

export interface TextProcessingForTestsOptions {
  /** A test database; the harness applies the service's migrations (api and all roles). */
  databaseUrl: string;
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
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_SIZE: '2',
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
    TEXT_PROCESSING_ROLE: options.role ?? 'all',
    ...options.env,
  });
  if (runsApi(config)) await migrateService(dataSourceOptions(config));
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
