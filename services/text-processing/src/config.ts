import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { BaseServiceConfig } from '@untangle/nest-kit';

export const ROLES = ['api', 'worker', 'all'] as const;
export type Role = (typeof ROLES)[number];

const AI_PROVIDERS = ['local', 'openai'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/**
 * How the model is held to the answer's JSON: `json_schema` (strict structured outputs: OpenAI,
 * current vLLM), `json_object` (JSON mode, the schema described in the prompt), `text` (no
 * response_format at all; the prompt describes the object). The last two are for servers without
 * json_schema (older vLLM and Ollama versions, LM Studio); their answer is parsed and validated.
 */
const OPENAI_RESPONSE_FORMATS = ['json_schema', 'json_object', 'text'] as const;
export type OpenAiResponseFormat = (typeof OPENAI_RESPONSE_FORMATS)[number];

/**
 * text-processing: an `api` part (answers `text.restructure` and `text.queue-position` over the
 * transport, adds BullMQ jobs and waits for their results) and a `worker` part (runs the jobs), in one
 * process (`all`) or apart, so workers scale on their own. Every variable is in `.env.example`.
 */
export class TextProcessingConfig extends BaseServiceConfig {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3002;

  @IsIn(ROLES, { message: `TEXT_PROCESSING_ROLE must be one of: ${ROLES.join(', ')}` })
  TEXT_PROCESSING_ROLE: Role = 'all';

  /**
   * The operators' queue dashboard (Bull Board) at /admin/queues on this service's own port, which
   * nginx does not route; served by the api role. It shows every member's text and can delete or
   * promote jobs, so with NODE_ENV=production it needs QUEUE_DASHBOARD_PASSWORD: unset, it is on
   * exactly when a password is set (or outside production); 'on' without a password in production
   * is refused at start-up.
   */
  @IsOptional()
  @IsIn(['on', 'off'], { message: "QUEUE_DASHBOARD must be 'on' or 'off'" })
  QUEUE_DASHBOARD?: 'on' | 'off';

  /** The dashboard asks for this password (HTTP Basic, any user name). */
  @ValidateIf(dashboardNeedsPassword)
  @IsString({
    message:
      'QUEUE_DASHBOARD_PASSWORD is required for QUEUE_DASHBOARD=on when NODE_ENV=production (the dashboard shows every member’s text); set one or QUEUE_DASHBOARD=off',
  })
  @MinLength(12, { message: 'QUEUE_DASHBOARD_PASSWORD must be at least 12 characters' })
  QUEUE_DASHBOARD_PASSWORD?: string;

  /** Jobs one worker process runs at once. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  TEXT_PROCESSING_CONCURRENCY = 4;

  /**
   * Restructure requests one api process holds open at once (each waits for its job). Requests beyond
   * this wait in the transport stream, outside BullMQ's priorities, so keep it above the expected queue.
   */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100_000)
  TEXT_PROCESSING_MAX_WAITING = 1000;

  /** Runs of a job whose AI provider failed transiently (429, 5xx, timeout), the first included. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(10)
  TEXT_PROCESSING_ATTEMPTS = 3;

  /** First retry delay; each further retry doubles it (exponential backoff). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(60_000)
  TEXT_PROCESSING_BACKOFF_MS = 1000;

  /** Share of a retry delay that is randomised, so jobs failing together do not retry together. */
  @Type(() => Number)
  @IsNumber()
  @Min(0)
  @Max(1)
  TEXT_PROCESSING_BACKOFF_JITTER = 0.3;

  /** A worker's lock on a job; renewed every half of it. A killed worker's job is free once it lapses. */
  @Type(() => Number)
  @IsInt()
  @Min(500)
  @Max(600_000)
  TEXT_PROCESSING_LOCK_DURATION_MS = 10_000;

  /** How often workers look for jobs whose lock lapsed (stalled) and put them back in the queue. */
  @Type(() => Number)
  @IsInt()
  @Min(200)
  @Max(600_000)
  TEXT_PROCESSING_STALLED_INTERVAL_MS = 5_000;

  /** Times a job may be recovered from a dead worker before it fails (a job that kills workers). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(10)
  TEXT_PROCESSING_MAX_STALLED_COUNT = 1;

  /** Completed jobs are kept this long (seconds) and at most this many: idempotent retries read them. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  TEXT_PROCESSING_KEEP_COMPLETED_S = 3600;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  TEXT_PROCESSING_KEEP_COMPLETED_COUNT = 10_000;

  /** Failed jobs are kept this long (seconds) and at most this many, for operators. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  TEXT_PROCESSING_KEEP_FAILED_S = 86_400;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  TEXT_PROCESSING_KEEP_FAILED_COUNT = 10_000;

  /** How often the api part checks the state of awaited jobs, for events missed during a reconnect. */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(60_000)
  TEXT_PROCESSING_STATE_CHECK_MS = 3_000;

  /** On SIGTERM a worker lets its active jobs finish for this long, then leaves them to stall recovery. */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(600_000)
  TEXT_PROCESSING_SHUTDOWN_TIMEOUT_MS = 25_000;

  @IsIn(AI_PROVIDERS, { message: `AI_PROVIDER must be one of: ${AI_PROVIDERS.join(', ')}` })
  AI_PROVIDER: AiProvider = 'local';

  /** Worker threads of the local engine per worker process (texts beyond them wait their turn). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(16)
  LOCAL_ENGINE_THREADS = 2;

  /**
   * Hard limit on one text in the local engine: its thread is terminated past it and the member is
   * told the text was too complex (and not charged). A 4,000-character text normally takes a few ms.
   */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  @Max(60_000)
  LOCAL_ENGINE_DEADLINE_MS = 2_000;

  /** Heap limit of each local engine thread, in MB. */
  @Type(() => Number)
  @IsInt()
  @Min(16)
  @Max(1024)
  LOCAL_ENGINE_MAX_HEAP_MB = 64;

  /** Required by workers when AI_PROVIDER=openai; any non-empty value for servers that ignore it. */
  @ValidateIf((config: TextProcessingConfig) => needsOpenAi(config))
  @IsString()
  @IsNotEmpty({
    message:
      'OPENAI_API_KEY is required when AI_PROVIDER=openai (for a local OpenAI-compatible server that ' +
      'needs no key, set any value)',
  })
  OPENAI_API_KEY?: string;

  /** Any OpenAI-compatible server (vLLM, Ollama, LM Studio...); the official API when unset. */
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'OPENAI_BASE_URL must be an http(s) URL, e.g. http://127.0.0.1:11434/v1' },
  )
  OPENAI_BASE_URL?: string;

  /** The free plan's model. */
  @IsString()
  @IsNotEmpty()
  OPENAI_MODEL_STANDARD = 'gpt-4o-mini';

  /** The Pro plan's model (the interface calls it GPT-4). */
  @IsString()
  @IsNotEmpty()
  OPENAI_MODEL_PREMIUM = 'gpt-4o';

  /** One model request; a timeout counts as a transient failure (retried with backoff). */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(600_000)
  OPENAI_TIMEOUT_MS = 30_000;

  @IsIn(OPENAI_RESPONSE_FORMATS, {
    message: `OPENAI_RESPONSE_FORMAT must be one of: ${OPENAI_RESPONSE_FORMATS.join(', ')}`,
  })
  OPENAI_RESPONSE_FORMAT: OpenAiResponseFormat = 'json_schema';
}

/** Whether the api part mounts the queue dashboard (see QUEUE_DASHBOARD). */
export function queueDashboardEnabled(
  config: Pick<TextProcessingConfig, 'QUEUE_DASHBOARD' | 'QUEUE_DASHBOARD_PASSWORD' | 'NODE_ENV'>,
): boolean {
  if (config.QUEUE_DASHBOARD !== undefined) return config.QUEUE_DASHBOARD === 'on';
  return config.NODE_ENV !== 'production' || config.QUEUE_DASHBOARD_PASSWORD !== undefined;
}

function dashboardNeedsPassword(config: TextProcessingConfig): boolean {
  return (
    config.QUEUE_DASHBOARD_PASSWORD !== undefined ||
    (config.NODE_ENV === 'production' && config.QUEUE_DASHBOARD === 'on')
  );
}

export function runsApi(config: Pick<TextProcessingConfig, 'TEXT_PROCESSING_ROLE'>): boolean {
  return config.TEXT_PROCESSING_ROLE !== 'worker';
}

export function runsWorker(config: Pick<TextProcessingConfig, 'TEXT_PROCESSING_ROLE'>): boolean {
  return config.TEXT_PROCESSING_ROLE !== 'api';
}

function needsOpenAi(config: TextProcessingConfig): boolean {
  return config.AI_PROVIDER === 'openai' && runsWorker(config);
}
