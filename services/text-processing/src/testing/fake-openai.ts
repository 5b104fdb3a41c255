/**
 * A local HTTP server speaking the OpenAI Chat Completions wire format (`POST /v1/chat/completions`,
 * the documented request and response bodies, `usage` and error envelope), for tests and benchmarks
 * that drive the `openai` engine through the official SDK. It records every request; by default it
 * answers with the sentences in the order given. With a token rate it takes as long to answer as a
 * model generating the answer's tokens at that rate.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { estimateTokens } from './token-estimate.js';

export interface FakeOpenAiRequest {
  /** 1-based arrival order. */
  seq: number;
  /** Epoch ms of arrival. */
  receivedAt: number;
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema?: unknown } };
    [key: string]: unknown;
  };
  /** What the user message asked for (our engine sends it as JSON). */
  input: FakeOpenAiInput;
  /** True once the client went away before the answer (a timeout or an abort). */
  aborted: boolean;
  /** The token counts reported with a 200 answer. */
  usage?: { promptTokens: number; completionTokens: number };
}

export interface FakeOpenAiInput {
  requestedLogicType: string;
  /** The numbered sentences' texts, sentence number k at index k - 1 (empty for a whole-text request). */
  sentences: string[];
  /** The sentences joined by one space, or the text of a request that sends it whole. */
  text: string;
  /** Pins as sent: 1-based sentence numbers and positions. */
  fixedPositions?: Array<{ sentence: number; position: number }>;
  previousAnswerProblem?: string;
}

export type FakeReply =
  /** 200 with this assistant message content (an object is sent as its JSON). */
  | { content: string | object; finishReason?: string; refusal?: string }
  /** An error status with OpenAI's error envelope. */
  | { status: number; message?: string }
  /** Never answers (until the server stops). */
  | { hang: true };

export type FakeResponder = (request: FakeOpenAiRequest) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAiOptions {
  /** Output tokens generated per second: an answer of n tokens is sent n / rate seconds after the request. */
  tokensPerSecond?: number;
}

export interface FakeOpenAi {
  /** Base URL for OPENAI_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: FakeOpenAiRequest[];
  /** Replaces the responder for requests from now on. */
  respondWith(responder: FakeResponder): void;
  /** Sets the output token rate for requests from now on (undefined: answer at once). */
  pace(tokensPerSecond: number | undefined): void;
  /** Resolves once `count` requests arrived (bounded by timeoutMs). */
  waitForRequests(count: number, timeoutMs?: number): Promise<FakeOpenAiRequest[]>;
  stop(): Promise<void>;
}

/**
 * The default answer: the sentences in the order given (every number once), the requested type, and
 * an explanation quoting the first sentence's first words (a real cue).
 */
export function echoAnswer(request: FakeOpenAiRequest): FakeReply {
  const { requestedLogicType: requested, sentences } = request.input;
  const opening = (sentences[0] ?? '').split(' ').slice(0, 3).join(' ');
  return {
    content: {
      detectedLogicType: requested === 'auto-detect' ? 'chronological' : requested,
      cues: [opening],
      order: sentences.map((_, index) => index + 1),
      explanation: `The sentences already follow one another, opening with "${opening}".`,
    },
  };
}

/** A model answer that orders the sentences by `order` (the model's 1-based sentence numbers). */
export function orderReply(
  order: readonly unknown[],
  fields: { detectedLogicType?: string; cues?: string[]; explanation?: string } = {},
): FakeReply {
  return {
    content: {
      detectedLogicType: fields.detectedLogicType ?? 'chronological',
      cues: fields.cues ?? [],
      order,
      explanation: fields.explanation ?? 'The order follows the text.',
    },
  };
}

export async function startFakeOpenAi(
  responder: FakeResponder = echoAnswer,
  options: FakeOpenAiOptions = {},
): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  const open = new Set<ServerResponse>();
  let respond = responder;
  let tokensPerSecond = options.tokensPerSecond;
  let arrivals: Array<() => void> = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8'));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string): Promise<void> {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      return send(res, 404, errorEnvelope(`Unknown path ${req.url}`, 'invalid_request_error'));
    }
    let body: FakeOpenAiRequest['body'];
    try {
      body = JSON.parse(raw) as FakeOpenAiRequest['body'];
    } catch {
      return send(
        res,
        400,
        errorEnvelope('We could not parse the JSON body of your request.', 'invalid_request_error'),
      );
    }
    const request: FakeOpenAiRequest = {
      seq: requests.length + 1,
      receivedAt: Date.now(),
      path: req.url,
      headers: req.headers,
      body,
      input: parseInput(body),
      aborted: false,
    };
    res.on('close', () => {
      open.delete(res);
      if (!res.writableFinished) request.aborted = true;
    });
    open.add(res);
    requests.push(request);
    const waiting = arrivals;
    arrivals = [];
    waiting.forEach((wake) => wake());

    let reply: FakeReply;
    try {
      reply = await respond(request);
    } catch (error) {
      return send(res, 500, errorEnvelope(String(error), 'server_error'));
    }
    if ('hang' in reply) return;
    if ('status' in reply) {
      const type =
        reply.status === 429 ? 'requests' : reply.status >= 500 ? 'server_error' : 'invalid_request_error';
      return send(res, reply.status, errorEnvelope(reply.message ?? `Fake error ${reply.status}`, type));
    }
    const content = typeof reply.content === 'string' ? reply.content : JSON.stringify(reply.content);
    const completionTokens = estimateTokens(content);
    const promptTokens = (body.messages ?? []).reduce(
      (sum, message) => sum + MESSAGE_OVERHEAD_TOKENS + estimateTokens(message.content ?? ''),
      0,
    );
    request.usage = { promptTokens, completionTokens };
    if (tokensPerSecond !== undefined) {
      await sleep((completionTokens / tokensPerSecond) * 1000);
      if (res.destroyed) return;
    }
    send(res, 200, {
      id: `chatcmpl-${randomUUID()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model ?? 'unknown',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: reply.refusal ? null : content,
            refusal: reply.refusal ?? null,
          },
          logprobs: null,
          finish_reason: reply.finishReason ?? 'stop',
        },
      ],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(next) {
      respond = next;
    },
    pace(rate) {
      tokensPerSecond = rate;
    },
    async waitForRequests(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`Timed out waiting for ${count} model requests (got ${requests.length})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 250));
          arrivals.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return requests.slice(0, count);
    },
    async stop() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function parseInput(body: FakeOpenAiRequest['body']): FakeOpenAiInput {
  const user = body.messages?.find((message) => message.role === 'user');
  let parsed: {
    requestedLogicType?: string;
    sentences?: Array<{ number: number; text: string }>;
    text?: string;
    fixedPositions?: FakeOpenAiInput['fixedPositions'];
    previousAnswerProblem?: string;
  };
  try {
    parsed = JSON.parse(user?.content ?? '{}') as typeof parsed;
  } catch {
    return { text: user?.content ?? '', sentences: [], requestedLogicType: '' };
  }
  const sentences = (parsed.sentences ?? []).map((sentence) => sentence.text);
  return {
    requestedLogicType: parsed.requestedLogicType ?? '',
    sentences,
    text: parsed.text ?? sentences.join(' '),
    ...(parsed.fixedPositions ? { fixedPositions: parsed.fixedPositions } : {}),
    ...(parsed.previousAnswerProblem ? { previousAnswerProblem: parsed.previousAnswerProblem } : {}),
  };
}

/** Tokens a chat format adds around each message (role and separators). */
const MESSAGE_OVERHEAD_TOKENS = 4;

function errorEnvelope(message: string, type: string) {
  return { error: { message, type, param: null, code: null } };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
