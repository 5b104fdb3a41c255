/**
 * A local HTTP server speaking the OpenAI Chat Completions wire format (`POST /v1/chat/completions`,
 * the documented request and response bodies and error envelope), for tests that drive the `openai`
 * engine through the official SDK. It records every request; by default it answers with the input's
 * sentences unchanged (an answer that passes the fidelity check).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  input: { text: string; requestedLogicType: string; previousAnswerProblem?: string };
  /** True once the client went away before the answer (a timeout or an abort). */
  aborted: boolean;
}

export type FakeReply =
  /** 200 with this assistant message content (an object is sent as its JSON). */
  | { content: string | object; finishReason?: string; refusal?: string }
  /** An error status with OpenAI's error envelope. */
  | { status: number; message?: string }
  /** Never answers (until the server stops). */
  | { hang: true };

export type FakeResponder = (request: FakeOpenAiRequest) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAi {
  /** Base URL for OPENAI_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: FakeOpenAiRequest[];
  /** Replaces the responder for requests from now on. */
  respondWith(responder: FakeResponder): void;
  /** Resolves once `count` requests arrived (bounded by timeoutMs). */
  waitForRequests(count: number, timeoutMs?: number): Promise<FakeOpenAiRequest[]>;
  stop(): Promise<void>;
}

/** The default answer: the input's text as it is (every sentence once), the requested type. */
export function echoAnswer(request: FakeOpenAiRequest): FakeReply {
  const requested = request.input.requestedLogicType;
  return {
    content: {
      outputText: request.input.text,
      detectedLogicType: requested === 'auto-detect' ? 'chronological' : requested,
      explanation: 'The sentences already follow one another in a sensible order.',
    },
  };
}

export async function startFakeOpenAi(responder: FakeResponder = echoAnswer): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  const open = new Set<ServerResponse>();
  let respond = responder;
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
      usage: { prompt_tokens: 100, completion_tokens: 100, total_tokens: 200 },
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

function parseInput(body: FakeOpenAiRequest['body']): FakeOpenAiRequest['input'] {
  const user = body.messages?.find((message) => message.role === 'user');
  try {
    const parsed = JSON.parse(user?.content ?? '{}') as Partial<FakeOpenAiRequest['input']>;
    return {
      text: parsed.text ?? '',
      requestedLogicType: parsed.requestedLogicType ?? '',
      ...(parsed.previousAnswerProblem ? { previousAnswerProblem: parsed.previousAnswerProblem } : {}),
    };
  } catch {
    return { text: user?.content ?? '', requestedLogicType: '' };
  }
}

function errorEnvelope(message: string, type: string) {
  return { error: { message, type, param: null, code: null } };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
