import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UnrecoverableError } from 'bullmq';
import { PROCESSING_FAILURE_MESSAGES } from '@untangle/contracts';
import { createLogger } from '@untangle/nest-kit';
import type { EngineOutput, RestructureEngine } from '../engines/engine.js';
import { OpenAiEngine } from '../engines/openai.engine.js';
import { decodeFailure } from '../queue/job-failure.js';
import { echoAnswer, startFakeOpenAi, type FakeOpenAi, type FakeReply } from '../testing/fake-openai.js';
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

function answer(outputText: string): FakeReply {
  return { content: { outputText, detectedLogicType: 'chronological', explanation: 'By year.' } };
}

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
  try {
    await promise;
  } catch (error) {
    return { error: error as Error, ...decodeFailure((error as Error).message) };
  }
  throw new Error('expected the run to fail');
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
    });
  });

  afterAll(async () => {
    await model?.stop();
    await local.close();
  });

  const run = (metrics = counter()) =>
    new RestructureRunner(engine, metrics, logger).run({
      text: TEXT,
      logicType: 'auto-detect',
      modelTier: 'standard',
    });

  it('returns a faithful model answer', async () => {
    model.respondWith(() => answer(ORDERED));
    expect(await run()).toMatchObject({ outputText: ORDERED, detectedLogicType: 'chronological' });
  });

  it.each([
    ['drops a sentence', `${S2} ${S1} ${S3}`],
    ['invents a sentence', `${S2} ${S1} She also learned to paint. ${S4} ${S3}`],
    ['rewrites a sentence', `${S2} In 2019 she moved to Lisbon to study art. ${S4} ${S3}`],
    ['repeats a sentence', `${S2} ${S1} ${S4} ${S3} ${S3}`],
  ])(
    'rejects an answer that %s: asks once more, telling the model why, then fails clearly',
    async (_, bad) => {
      model.respondWith(() => answer(bad));
      const before = model.requests.length;
      const metrics = counter();
      const failure = await failureOf(run(metrics));
      expect(failure.error).toBeInstanceOf(UnrecoverableError);
      expect(failure).toMatchObject({
        code: 'PROCESSING_FAILED',
        message: PROCESSING_FAILURE_MESSAGES.fidelity,
      });
      const asked = model.requests.slice(before);
      expect(asked).toHaveLength(2);
      expect(asked[0]!.input.previousAnswerProblem).toBeUndefined();
      expect(asked[1]!.input.previousAnswerProblem).toMatch(/did not contain the sentences/);
      expect(metrics.counts.fidelity).toBe(2);
    },
  );

  it('accepts the retry when the second answer is faithful', async () => {
    model.respondWith((request) =>
      request.input.previousAnswerProblem ? answer(ORDERED) : answer(`${S2} ${S1}`),
    );
    expect(await run()).toMatchObject({ outputText: ORDERED });
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
        return { outputText: `${S1} ${S2}`, detectedLogicType: 'chronological', explanation: 'x' };
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
