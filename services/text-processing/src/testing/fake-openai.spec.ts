import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import OpenAI from 'openai';
import { orderReply, startFakeOpenAi, type FakeOpenAi } from './fake-openai.js';
import { estimateTokens } from './token-estimate.js';

describe(startFakeOpenAi.name, () => {
  let model: FakeOpenAi;
  let client: OpenAI;
  const ask = (content: string) =>
    client.chat.completions.create({
      model: 'any',
      messages: [
        { role: 'system', content: 'Order the sentences.' },
        { role: 'user', content },
      ],
    });

  beforeAll(async () => {
    model = await startFakeOpenAi();
    client = new OpenAI({ apiKey: 'k', baseURL: model.baseUrl, maxRetries: 0 });
  });

  beforeEach(() => model.pace(undefined));

  afterAll(async () => {
    await model?.stop();
  });

  it('reports the answer’s and the messages’ tokens in usage', async () => {
    const reply = orderReply([2, 1]);
    model.respondWith(() => reply);
    const completion = await ask('{"sentences": []}');
    const answer = JSON.stringify((reply as { content: object }).content);
    const prompt = 4 + estimateTokens('Order the sentences.') + 4 + estimateTokens('{"sentences": []}');
    expect(completion.usage).toEqual({
      prompt_tokens: prompt,
      completion_tokens: estimateTokens(answer),
      total_tokens: prompt + estimateTokens(answer),
    });
  });

  it('takes as long as generating the answer at the set token rate', async () => {
    const content = 'word '.repeat(100);
    model.respondWith(() => ({ content }));
    model.pace(500);
    const started = performance.now();
    const completion = await ask('{}');
    const tookMs = performance.now() - started;
    expect(completion.usage?.completion_tokens).toBe(estimateTokens(content));
    // At least the generation time; a timer never fires more than a millisecond early.
    expect(tookMs).toBeGreaterThanOrEqual((estimateTokens(content) / 500) * 1000 - 1);
  });

  it('reads the numbered sentences and pins of a request', async () => {
    model.respondWith(() => orderReply([1, 2]));
    await ask(
      JSON.stringify({
        requestedLogicType: 'process',
        sentences: [
          { number: 1, text: 'A.' },
          { number: 2, text: 'B.' },
        ],
        fixedPositions: [{ sentence: 2, position: 1 }],
      }),
    );
    expect(model.requests.at(-1)!.input).toEqual({
      requestedLogicType: 'process',
      sentences: ['A.', 'B.'],
      text: 'A. B.',
      fixedPositions: [{ sentence: 2, position: 1 }],
    });
  });
});
