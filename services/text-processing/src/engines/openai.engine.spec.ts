import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type OpenAI from 'openai';
import { DETECTED_LOGIC_TYPES } from '@untangle/contracts';
import { waitFor } from '@untangle/test-kit';
import { echoAnswer, startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai.js';
import { SAMPLE_TEXTS } from '../testing/fixtures.js';
import { MalformedAnswerError, ProviderError } from './engine.js';
import { OpenAiEngine, parseAnswer } from './openai.engine.js';
import { RESPONSE_FORMAT_NAME, RESPONSE_SCHEMA, SYSTEM_PROMPT } from './openai-prompt.js';

const settings = (baseUrl: string, timeoutMs = 5_000) => ({
  OPENAI_API_KEY: 'sk-test-key',
  OPENAI_BASE_URL: baseUrl,
  OPENAI_MODEL_STANDARD: 'standard-model',
  OPENAI_MODEL_PREMIUM: 'premium-model',
  OPENAI_TIMEOUT_MS: timeoutMs,
});

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe(OpenAiEngine.name, () => {
  let model: FakeOpenAi;
  let engine: OpenAiEngine;

  beforeAll(async () => {
    model = await startFakeOpenAi();
    engine = new OpenAiEngine(settings(model.baseUrl));
  });

  beforeEach(() => model.respondWith(echoAnswer));

  afterAll(async () => {
    await model?.stop();
  });

  it('asks the standard model for free members and the premium model for Pro', async () => {
    const before = model.requests.length;
    await engine.restructure({
      text: SAMPLE_TEXTS.chronological,
      logicType: 'auto-detect',
      modelTier: 'standard',
    });
    await engine.restructure({
      text: SAMPLE_TEXTS.chronological,
      logicType: 'auto-detect',
      modelTier: 'premium',
    });
    expect(model.requests.slice(before).map((request) => request.body.model)).toEqual([
      'standard-model',
      'premium-model',
    ]);
  });

  it('sends the system prompt, the text as JSON data and a strict JSON-schema response format', async () => {
    await engine.restructure({ text: SAMPLE_TEXTS.process, logicType: 'process', modelTier: 'standard' });
    const request = model.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test-key');
    expect(request.body.temperature).toBe(0);
    expect(request.body.messages?.[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(request.input).toEqual({ text: SAMPLE_TEXTS.process, requestedLogicType: 'process' });
    expect(request.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: RESPONSE_FORMAT_NAME, strict: true, schema: RESPONSE_SCHEMA },
    });
    expect(RESPONSE_SCHEMA.properties.detectedLogicType.enum).toEqual([...DETECTED_LOGIC_TYPES]);
  });

  it('returns the parsed answer, with the requested type as the detected one', async () => {
    model.respondWith((request) => ({
      content: { outputText: request.input.text, detectedLogicType: 'chronological', explanation: ' Why. ' },
    }));
    const result = await engine.restructure({
      text: SAMPLE_TEXTS['cause-effect'],
      logicType: 'cause-effect',
      modelTier: 'standard',
    });
    expect(result).toEqual({
      outputText: SAMPLE_TEXTS['cause-effect'],
      detectedLogicType: 'cause-effect',
      explanation: 'Why.',
    });
  });

  it('passes the fidelity feedback of a retry to the model', async () => {
    await engine.restructure({
      text: SAMPLE_TEXTS.chronological,
      logicType: 'auto-detect',
      modelTier: 'standard',
      feedback: 'Missing: "x".',
    });
    expect(model.requests.at(-1)!.input.previousAnswerProblem).toBe('Missing: "x".');
  });

  it.each([
    [429, 'rate_limited', true],
    [500, 'server_error', true],
    [503, 'server_error', true],
    [400, 'bad_request', false],
    [401, 'auth', false],
  ])('sorts an HTTP %i as %s (retried: %s), asking only once', async (status, kind, transient) => {
    model.respondWith(() => ({ status }));
    const before = model.requests.length;
    const error = await rejectionOf(
      engine.restructure({
        text: SAMPLE_TEXTS.chronological,
        logicType: 'auto-detect',
        modelTier: 'standard',
      }),
    );
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind, transient, status });
    expect(model.requests.length - before).toBe(1);
  });

  it('gives up on a model that does not answer within OPENAI_TIMEOUT_MS (a transient timeout)', async () => {
    const impatient = new OpenAiEngine(settings(model.baseUrl, 300));
    model.respondWith(() => ({ hang: true }));
    const before = model.requests.length;
    const error = await rejectionOf(
      impatient.restructure({
        text: SAMPLE_TEXTS.chronological,
        logicType: 'auto-detect',
        modelTier: 'standard',
      }),
    );
    expect(error).toMatchObject({ kind: 'timeout', transient: true });
    expect(model.requests.length - before).toBe(1);
    // The request was given up (its connection closed), not left running.
    await waitFor(() => model.requests.at(-1)!.aborted, { what: 'the model request to be aborted' });
  });

  it('stops when its signal aborts (the job deadline)', async () => {
    model.respondWith(() => ({ hang: true }));
    const controller = new AbortController();
    const before = model.requests.length;
    const call = engine.restructure(
      { text: SAMPLE_TEXTS.chronological, logicType: 'auto-detect', modelTier: 'standard' },
      { signal: controller.signal },
    );
    await model.waitForRequests(before + 1);
    controller.abort();
    expect(await rejectionOf(call)).toMatchObject({ kind: 'aborted', transient: false });
  });

  it('refuses to start without an API key', () => {
    expect(() => new OpenAiEngine({ ...settings(model.baseUrl), OPENAI_API_KEY: undefined })).toThrow(
      /OPENAI_API_KEY is required/,
    );
  });
});

describe(parseAnswer.name, () => {
  const completion = (message: Record<string, unknown>, finishReason = 'stop') =>
    ({
      choices: [
        { index: 0, message: { role: 'assistant', refusal: null, ...message }, finish_reason: finishReason },
      ],
    }) as unknown as OpenAI.Chat.Completions.ChatCompletion;
  const valid = { outputText: 'A. B.', detectedLogicType: 'process', explanation: 'Because.' };

  it('reads the JSON answer', () => {
    expect(parseAnswer(completion({ content: JSON.stringify(valid) }))).toEqual(valid);
  });

  it.each([
    ['a refusal', completion({ content: null, refusal: 'I cannot help with that.' })],
    ['a cut-off answer', completion({ content: '{"outputText": "A.' }, 'length')],
    ['text that is not JSON', completion({ content: 'Here is your text: A. B.' })],
    [
      'an unknown logic type',
      completion({ content: JSON.stringify({ ...valid, detectedLogicType: 'random' }) }),
    ],
    [
      'a missing field',
      completion({ content: JSON.stringify({ outputText: 'A.', detectedLogicType: 'process' }) }),
    ],
    ['an empty output', completion({ content: JSON.stringify({ ...valid, outputText: '  ' }) })],
    ['no choice at all', { choices: [] } as unknown as OpenAI.Chat.Completions.ChatCompletion],
  ])('refuses %s as malformed', (_, answer) => {
    expect(() => parseAnswer(answer)).toThrow(MalformedAnswerError);
  });
});
