import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startFakeOpenAi } from '@untangle/text-processing/testing';
import { runBounded } from '../support/load.js';
import { startStack, type Stack, type StackMember } from '../support/stack.js';
import { quotaLedger } from './ledger.js';

const DEADLINE_MS = 3000;
const MARGIN_MS = 1500;
const TEXT = 'Step 2: Stir the sauce. Step 1: Heat the pan. Step 3: Serve it hot.';

/** An AI provider that answers far too late: deadlines hold and the member is not charged. */
describe('a slow engine', () => {
  let stack: Stack;
  let member: StackMember;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

  beforeAll(async () => {
    // A model that never answers: only the deadlines can end these requests.
    fake = await startFakeOpenAi(() => ({ hang: true }));
    stack = await startStack({
      label: 'resilience_slow',
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test-slow-engine',
        OPENAI_BASE_URL: fake.baseUrl,
        PROCESS_TEXT_TIMEOUT_MS: String(DEADLINE_MS),
      },
    });
    member = await stack.signUp();
    await stack.makePro(member);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await fake?.stop();
  });

  it('answers every request with 504 by its deadline plus a small margin, never later', async () => {
    const results = await runBounded(12, 12, () =>
      stack.request(member, 'POST', '/api/process-text', { inputText: TEXT, logicType: 'process' }),
    );
    for (const result of results) {
      expect(result.status).toBe(504);
      expect(result.body).toMatchObject({ code: 'PROCESSING_TIMEOUT' });
      expect(result.ms).toBeLessThanOrEqual(DEADLINE_MS + MARGIN_MS);
    }
  });

  it('charges nothing for requests that ran out of time', async () => {
    const ledger = await quotaLedger(stack, member.id);
    expect(ledger).toEqual({ counted: 0, reserved: 0 });
  });
});
