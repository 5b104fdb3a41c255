import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { DETECTED_LOGIC_TYPES } from '@untangle/contracts';
import { rejectionOf, waitFor } from '@untangle/test-kit';
import type { OpenAiResponseFormat } from '../config.js';
import { echoAnswer, orderReply, startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai.js';
import { SAMPLE_TEXTS } from '../testing/fixtures.js';
import { InvalidOrderError, MalformedAnswerError, ProviderError, type EngineInput } from './engine.js';
import { answerTokenBudget, OpenAiEngine } from './openai.engine.js';
import { RESPONSE_FORMAT_NAME, RESPONSE_SCHEMA, SYSTEM_PROMPT } from './openai-prompt.js';
import { InvalidPinsError } from '@untangle/restructure-engine';

const settings = (
  baseUrl: string,
  overrides: { timeoutMs?: number; responseFormat?: OpenAiResponseFormat } = {},
) => ({
  OPENAI_API_KEY: 'sk-test-key',
  OPENAI_BASE_URL: baseUrl,
  OPENAI_MODEL_STANDARD: 'standard-model',
  OPENAI_MODEL_PREMIUM: 'premium-model',
  OPENAI_TIMEOUT_MS: overrides.timeoutMs ?? 5_000,
  OPENAI_RESPONSE_FORMAT: overrides.responseFormat ?? 'json_schema',
});

/** The chronological sample's sentences, numbered as the model sees them. */
const [S1, S2, S3, S4] = [
  'In 2019 she moved to Lisbon to study design.',
  'She was born in Porto in 1998.',
  'In 2023 she opened her own studio.',
  'After graduating in 2021, she worked for an agency.',
];

const request = (overrides: Partial<EngineInput> = {}): EngineInput => ({
  text: SAMPLE_TEXTS.chronological,
  logicType: 'auto-detect',
  modelTier: 'standard',
  ...overrides,
});

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
    await engine.restructure(request({ modelTier: 'standard' }));
    await engine.restructure(request({ modelTier: 'premium' }));
    expect(model.requests.slice(before).map((asked) => asked.body.model)).toEqual([
      'standard-model',
      'premium-model',
    ]);
  });

  it("sends the system prompt, the engine's sentences numbered from 1 as JSON data, and a strict schema", async () => {
    await engine.restructure(request({ logicType: 'cause-effect' }));
    const asked = model.requests.at(-1)!;
    expect(asked.path).toBe('/v1/chat/completions');
    expect(asked.headers.authorization).toBe('Bearer sk-test-key');
    expect(asked.body.temperature).toBe(0);
    expect(asked.body.messages?.[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(JSON.parse(asked.body.messages![1]!.content)).toEqual({
      requestedLogicType: 'cause-effect',
      sentences: [
        { number: 1, text: S1 },
        { number: 2, text: S2 },
        { number: 3, text: S3 },
        { number: 4, text: S4 },
      ],
    });
    expect(asked.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: RESPONSE_FORMAT_NAME, strict: true, schema: RESPONSE_SCHEMA },
    });
    expect(asked.body.max_completion_tokens).toBe(answerTokenBudget(4));
    expect(RESPONSE_SCHEMA.properties.detectedLogicType.enum).toEqual([...DETECTED_LOGIC_TYPES]);
  });

  it("builds the result from the member's own sentences in the answered order", async () => {
    model.respondWith(() =>
      orderReply([2, 1, 4, 3], {
        cues: ['1998', '2019'],
        explanation: 'Birth in "1998" comes before "2019".',
      }),
    );
    const result = await engine.restructure(request());
    expect(result).toEqual({
      outputText: `${S2} ${S1} ${S4} ${S3}`,
      detectedLogicType: 'chronological',
      explanation: 'Birth in "1998" comes before "2019".',
      sentences: [S1, S2, S3, S4],
      order: [1, 0, 3, 2],
    });
  });

  it('applies the step labels of a process on our side, replacing the sentences’ own markers', async () => {
    model.respondWith(() => orderReply([2, 4, 1, 3], { detectedLogicType: 'process' }));
    const result = await engine.restructure(request({ text: SAMPLE_TEXTS.process, logicType: 'process' }));
    expect(result.outputText).toBe(
      'Step 1: Heat the oven to 180 degrees. Step 2: Mix the flour, eggs and sugar. ' +
        'Step 3: Pour the batter into the pan. Step 4: Bake for thirty minutes.',
    );
  });

  it('keeps a heading line at the top wherever the model places it, the list renumbered below it', async () => {
    model.respondWith(() => orderReply([3, 1, 2], { detectedLogicType: 'process' }));
    const result = await engine.restructure(
      request({ text: 'How to make tea:\n1. Pour the tea.\n2. Boil the water.', logicType: 'process' }),
    );
    expect(result.order).toEqual([0, 2, 1]);
    expect(result.outputText).toBe('How to make tea:\n1. Boil the water.\n2. Pour the tea.');
  });

  it("keeps a letter's greeting first and its sign-off last wherever the model places them", async () => {
    model.respondWith(() => orderReply([4, 3, 1, 2], { detectedLogicType: 'chronological' }));
    const result = await engine.restructure(
      request({
        text: 'Dear Sam,\nThe roof was fixed in May. It leaked in April.\nThanks,\nAnna',
        logicType: 'chronological',
      }),
    );
    expect(result.order).toEqual([0, 2, 1, 3]);
    expect(result.outputText).toBe(
      'Dear Sam,\nIt leaked in April. The roof was fixed in May.\nThanks,\nAnna',
    );
  });

  it('puts every sentence the model orders back in its section', async () => {
    model.respondWith(() => orderReply([5, 2, 3, 1, 4], { detectedLogicType: 'process' }));
    const result = await engine.restructure(
      request({
        text: 'Tools:\n- A spanner.\nSteps:\n2. Tighten it.\n1. Fit the nut.',
        logicType: 'process',
      }),
    );
    expect(result.order).toEqual([0, 1, 2, 4, 3]);
    expect(result.outputText).toBe('Tools:\n- A spanner.\nSteps:\n1. Fit the nut.\n2. Tighten it.');
  });

  it('reports a requested type as the detected one, whatever the model says', async () => {
    model.respondWith(() => orderReply([1, 2, 3, 4], { detectedLogicType: 'process' }));
    const result = await engine.restructure(request({ logicType: 'argument-flow' }));
    expect(result.detectedLogicType).toBe('argument-flow');
  });

  it('tells the model the pinned sentences and positions in its own 1-based numbers', async () => {
    model.respondWith(() => orderReply([2, 1, 4, 3]));
    await engine.restructure(
      request({
        pins: [
          { sentence: 1, position: 0 },
          { sentence: 2, position: 3 },
        ],
      }),
    );
    expect(model.requests.at(-1)!.input.fixedPositions).toEqual([
      { sentence: 2, position: 1 },
      { sentence: 3, position: 4 },
    ]);
  });

  it('orders the longest hostile text, 1,000 repeated one-word sentences, within the answer budget', async () => {
    const text = 'Go. '.repeat(1_000).trim();
    const result = await engine.restructure(request({ text }));
    expect(result.order).toHaveLength(1_000);
    expect(result.outputText).toBe(text);
    expect(model.requests.at(-1)!.body.max_completion_tokens).toBe(answerTokenBudget(1_000));
  });

  it.each([
    ['a missing number', [2, 1, 4], /Missing sentence numbers: 3\./],
    ['a repeated number', [2, 1, 4, 4, 3], /Given more than once: 4\./],
    ['a number out of range', [2, 1, 4, 3, 5], /Not sentence numbers \(use 1 to 4\): 5\./],
    [
      'a number that is not an integer',
      [2, 1, 4, 3.5],
      /Missing sentence numbers: 3\..*Not sentence numbers/,
    ],
  ])('refuses an order with %s, saying what to fix', async (_, order, feedback) => {
    model.respondWith(() => orderReply(order));
    const error = await rejectionOf(engine.restructure(request()));
    expect(error).toBeInstanceOf(InvalidOrderError);
    expect((error as InvalidOrderError).feedback).toMatch(feedback);
  });

  it('refuses an order that breaks a pin, naming the pin', async () => {
    model.respondWith(() => orderReply([2, 1, 4, 3]));
    const error = await rejectionOf(engine.restructure(request({ pins: [{ sentence: 0, position: 0 }] })));
    expect(error).toBeInstanceOf(InvalidOrderError);
    expect((error as InvalidOrderError).feedback).toMatch(/Sentence 1 must be at position 1\./);
  });

  it.each([
    ['a sentence that does not exist', [{ sentence: 4, position: 0 }]],
    ['a position that does not exist', [{ sentence: 0, position: 9 }]],
    [
      'one sentence twice',
      [
        { sentence: 0, position: 0 },
        { sentence: 0, position: 1 },
      ],
    ],
    [
      'two sentences at one position',
      [
        { sentence: 0, position: 2 },
        { sentence: 1, position: 2 },
      ],
    ],
  ])('refuses pins naming %s without asking the model', async (_, pins) => {
    const before = model.requests.length;
    expect(await rejectionOf(engine.restructure(request({ pins })))).toBeInstanceOf(InvalidPinsError);
    expect(model.requests.length).toBe(before);
  });

  describe('explanations', () => {
    it('keeps an explanation whose quoted cues are all in the text, in any quote style and case', async () => {
      const explanation = 'She was born in “1998”, and "after graduating" she worked for an agency.';
      model.respondWith(() => orderReply([2, 1, 4, 3], { explanation }));
      expect((await engine.restructure(request())).explanation).toBe(explanation);
    });

    it.each([
      ['quotes a cue the text does not contain', 'The move in "2017" comes before the studio.'],
      ['quotes nothing', 'The events follow the years in which they happened.'],
      ['refers to sentence numbers the member never sees', 'Sentence 2 comes first: "1998" is the earliest.'],
    ])('replaces an explanation that %s with one built from the real cues', async (_, explanation) => {
      model.respondWith(() =>
        orderReply([2, 1, 4, 3], {
          cues: ['2019', 'born in Porto', '1850', 'After graduating'],
          explanation,
        }),
      );
      const result = await engine.restructure(request());
      expect(result.explanation).toBe(
        'The 4 sentences were ordered as Chronological Order. The order follows the cues ' +
          '“born in Porto”, “2019” and “After graduating”, in that sequence.',
      );
    });

    it('says no cue decides the order when none of the listed cues is in the text', async () => {
      model.respondWith(() => orderReply([2, 1, 4, 3], { cues: ['1850'], explanation: 'Because "1850".' }));
      expect((await engine.restructure(request())).explanation).toMatch(
        /^The 4 sentences were ordered as Chronological Order\. No date, step marker/,
      );
    });
  });

  describe.each<[OpenAiResponseFormat, Record<string, unknown>]>([
    ['json_object', { type: 'json_object' }],
    ['text', {}],
  ])('with OPENAI_RESPONSE_FORMAT=%s (servers without json_schema)', (responseFormat, format) => {
    let plain: OpenAiEngine;
    beforeAll(() => {
      plain = new OpenAiEngine(settings(model.baseUrl, { responseFormat }));
    });

    it('asks with that response format and a max_tokens cap, the schema described in the prompt', async () => {
      await plain.restructure(request());
      const body = model.requests.at(-1)!.body;
      expect(body.response_format).toEqual(Object.keys(format).length > 0 ? format : undefined);
      expect(body.max_tokens).toBe(answerTokenBudget(4));
      expect(body.max_completion_tokens).toBeUndefined();
      expect(SYSTEM_PROMPT).toContain('"order": [integer, ...]');
    });

    it('reads an answer wrapped in a ```json fence with a sentence before it', async () => {
      const json = JSON.stringify({
        detectedLogicType: 'chronological',
        cues: ['1998'],
        order: [2, 1, 4, 3],
        explanation: 'Born in "1998".',
      });
      model.respondWith(() => ({ content: `Here is the order:\n\`\`\`json\n${json}\n\`\`\`` }));
      expect((await plain.restructure(request())).outputText).toBe(`${S2} ${S1} ${S4} ${S3}`);
    });

    it('refuses prose without a JSON object as malformed', async () => {
      model.respondWith(() => ({ content: 'The second sentence comes first, then the first.' }));
      expect(await rejectionOf(plain.restructure(request()))).toBeInstanceOf(MalformedAnswerError);
    });
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
    const error = await rejectionOf(engine.restructure(request()));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ kind, transient, status });
    expect(model.requests.length - before).toBe(1);
  });

  it('gives up on a model that does not answer within OPENAI_TIMEOUT_MS (a transient timeout)', async () => {
    const impatient = new OpenAiEngine(settings(model.baseUrl, { timeoutMs: 300 }));
    model.respondWith(() => ({ hang: true }));
    const before = model.requests.length;
    const error = await rejectionOf(impatient.restructure(request()));
    expect(error).toMatchObject({ kind: 'timeout', transient: true });
    expect(model.requests.length - before).toBe(1);
    // The request was given up (its connection closed), not left running.
    await waitFor(() => model.requests.at(-1)!.aborted, { what: 'the model request to be aborted' });
  });

  it('stops when its signal aborts (the job deadline)', async () => {
    model.respondWith(() => ({ hang: true }));
    const controller = new AbortController();
    const before = model.requests.length;
    const call = engine.restructure(request(), { signal: controller.signal });
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
