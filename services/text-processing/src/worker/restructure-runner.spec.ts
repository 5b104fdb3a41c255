import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UnrecoverableError } from 'bullmq';
import { PROCESSING_FAILURE_MESSAGES } from '@untangle/contracts';
import { createLogger } from '@untangle/nest-kit';
import { rejectionOf } from '@untangle/test-kit';
import type { EngineInput, EngineOutput, RestructureEngine } from '../engines/engine.js';
import { OpenAiEngine } from '../engines/openai.engine.js';
import { decodeFailure } from '../queue/job-failure.js';
import { echoAnswer, orderReply, startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai.js';
import { localEngine, SAMPLE_TEXTS } from '../testing/fixtures.js';
import { RestructureRunner } from './restructure-runner.js';

const TEXT = SAMPLE_TEXTS.chronological;
const [S1, S2, S3, S4] = [
  'In 2019 she moved to Lisbon to study design.',
  'She was born in Porto in 1998.',
  'In 2023 she opened her own studio.',
  'After graduating in 2021, she worked for an agency.',
];
const ORDERED = `${S2} ${S1} ${S4} ${S3}`;
const GOOD_ORDER = [2, 1, 4, 3];

function counter() {
  const counts: Record<string, number> = {};
  return {
    counts,
    providerErrors: {
      inc: (labels: { kind: string }) => {
        counts[labels.kind] = (counts[labels.kind] ?? 0) + 1;
      },
    } as never,
  };
}

async function failureOf(promise: Promise<unknown>) {
  const error = await rejectionOf<Error>(promise);
  return { error, ...decodeFailure(error.message) };
}

describe(RestructureRunner.name, () => {
  const logger = createLogger('test', 'silent');
  let model: FakeOpenAi;
  let engine: OpenAiEngine;
  const local = localEngine();

  beforeAll(async () => {
    model = await startFakeOpenAi();
    engine = new OpenAiEngine({
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: model.baseUrl,
      OPENAI_MODEL_STANDARD: 'standard-model',
      OPENAI_MODEL_PREMIUM: 'premium-model',
      OPENAI_TIMEOUT_MS: 5_000,
      OPENAI_RESPONSE_FORMAT: 'json_schema',
    });
  });

  afterAll(async () => {
    await model?.stop();
    await local.close();
  });

  const run = (metrics = counter(), pins?: EngineInput['pins']) =>
    new RestructureRunner(engine, metrics, logger).run({
      text: TEXT,
      logicType: 'auto-detect',
      modelTier: 'standard',
      ...(pins ? { pins } : {}),
    });

  it('returns the text built from a valid order', async () => {
    model.respondWith(() => orderReply(GOOD_ORDER));
    expect(await run()).toMatchObject({
      outputText: ORDERED,
      detectedLogicType: 'chronological',
      order: [1, 0, 3, 2],
    });
  });

  it.each([
    ['leaves a sentence number out', [2, 1, 4], undefined, /Missing sentence numbers: 3\./],
    ['gives a number twice', [2, 1, 4, 3, 1], undefined, /Given more than once: 1\./],
    [
      'gives a number beyond the text',
      [2, 1, 4, 3, 7],
      undefined,
      /Not sentence numbers \(use 1 to 4\): 7\./,
    ],
    ['breaks a pin', GOOD_ORDER, [{ sentence: 2, position: 0 }], /Sentence 3 must be at position 1\./],
  ])(
    'rejects an order that %s: asks once more, telling the model why, then fails clearly',
    async (_, order, pins, feedback) => {
      model.respondWith(() => orderReply(order));
      const before = model.requests.length;
      const metrics = counter();
      const failure = await failureOf(run(metrics, pins));
      expect(failure.error).toBeInstanceOf(UnrecoverableError);
      expect(failure).toMatchObject({
        code: 'PROCESSING_FAILED',
        message: PROCESSING_FAILURE_MESSAGES.fidelity,
      });
      const asked = model.requests.slice(before);
      expect(asked).toHaveLength(2);
      expect(asked[0]!.input.previousAnswerProblem).toBeUndefined();
      expect(asked[1]!.input.previousAnswerProblem).toMatch(feedback);
      expect(metrics.counts.invalid_order).toBe(2);
    },
  );

  it('accepts the retry when the second order is valid and keeps the pins', async () => {
    model.respondWith((request) =>
      request.input.previousAnswerProblem ? orderReply([3, 2, 1, 4]) : orderReply(GOOD_ORDER),
    );
    expect(await run(counter(), [{ sentence: 2, position: 0 }])).toMatchObject({
      outputText: `${S3} ${S2} ${S1} ${S4}`,
      order: [2, 1, 0, 3],
    });
  });

  it('refuses pins that do not fit the text as a validation failure, without asking the model', async () => {
    const before = model.requests.length;
    const failure = await failureOf(run(counter(), [{ sentence: 9, position: 0 }]));
    expect(failure.code).toBe('VALIDATION_FAILED');
    expect(model.requests.length).toBe(before);
  });

  it('asks again after a malformed answer, then fails with its own message', async () => {
    model.respondWith(() => ({ content: 'Sure! Here is the text in order.' }));
    const before = model.requests.length;
    const failure = await failureOf(run());
    expect(failure).toMatchObject({
      code: 'PROCESSING_FAILED',
      message: PROCESSING_FAILURE_MESSAGES.malformedAnswer,
    });
    expect(model.requests.length - before).toBe(2);
  });

  it('turns a rate limit into a transient failure (BullMQ retries it with backoff)', async () => {
    model.respondWith(() => ({ status: 429 }));
    const metrics = counter();
    const failure = await failureOf(run(metrics));
    expect(failure.error).not.toBeInstanceOf(UnrecoverableError);
    expect(failure).toMatchObject({
      code: 'PROCESSING_FAILED',
      message: PROCESSING_FAILURE_MESSAGES.providerUnavailable,
    });
    expect(metrics.counts.rate_limited).toBe(1);
  });

  it('turns a refused key into a permanent failure (no retry)', async () => {
    model.respondWith(() => ({ status: 401 }));
    const failure = await failureOf(run());
    expect(failure.error).toBeInstanceOf(UnrecoverableError);
    expect(failure).toMatchObject({ code: 'PROCESSING_FAILED', message: 'Processing failed' });
  });

  it('reports a timeout at the job deadline as PROCESSING_TIMEOUT', async () => {
    model.respondWith(() => ({ hang: true }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const failure = await failureOf(
      new RestructureRunner(engine, counter(), logger).run(
        { text: TEXT, logicType: 'auto-detect', modelTier: 'standard' },
        { signal: controller.signal, pastDeadline: () => controller.signal.aborted },
      ),
    );
    expect(failure).toMatchObject({ code: 'PROCESSING_TIMEOUT' });
    model.respondWith(echoAnswer);
  });

  it('checks the local engine too, and does not ask a deterministic engine twice', async () => {
    let calls = 0;
    const unfaithful: RestructureEngine = {
      name: 'local',
      answerRetries: local.answerRetries,
      restructure: async (): Promise<EngineOutput> => {
        calls++;
        return {
          outputText: `${S1} ${S2}`,
          detectedLogicType: 'chronological',
          explanation: 'x',
          sentences: [S1, S2, S3, S4],
          order: [0, 1],
        };
      },
    };
    const failure = await failureOf(
      new RestructureRunner(unfaithful, counter(), logger).run({
        text: TEXT,
        logicType: 'auto-detect',
        modelTier: 'standard',
      }),
    );
    expect(failure).toMatchObject({
      code: 'PROCESSING_FAILED',
      message: PROCESSING_FAILURE_MESSAGES.fidelity,
    });
    expect(calls).toBe(1);
  });

  it('never shows an answer whose order breaks a pin or skips a sentence', async () => {
    const pins = [{ sentence: 3, position: 0 }];
    const answers: Array<Pick<EngineOutput, 'sentences' | 'order'>> = [
      { sentences: [S1, S2, S3, S4], order: [1, 0, 3, 2] },
      { sentences: [S1, S2, S3, S4], order: [3, 0, 0, 2] },
      { sentences: [S1, S2, S3, S4], order: [3, 0, 1] },
    ];
    for (const wrong of answers) {
      const metrics = counter();
      const engine: RestructureEngine = {
        name: 'local',
        answerRetries: 0,
        restructure: async () => ({
          outputText: `${S4} ${S1} ${S2} ${S3}`,
          detectedLogicType: 'chronological',
          explanation: 'x',
          ...wrong,
        }),
      };
      const failure = await failureOf(
        new RestructureRunner(engine, metrics, logger).run({
          text: TEXT,
          logicType: 'chronological',
          modelTier: 'standard',
          pins,
        }),
      );
      expect(failure).toMatchObject({
        code: 'PROCESSING_FAILED',
        message: PROCESSING_FAILURE_MESSAGES.malformedAnswer,
      });
      expect(metrics.counts.malformed_answer).toBe(1);
    }
  });

  it('passes the local engine input errors on as validation failures', async () => {
    const failure = await failureOf(
      new RestructureRunner(local, counter(), logger).run({
        text: 'x '.repeat(2_100),
        logicType: 'auto-detect',
        modelTier: 'standard',
      }),
    );
    expect(failure.code).toBe('VALIDATION_FAILED');
  });
});
