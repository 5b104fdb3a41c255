import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ERROR_CODES, type ErrorBody, type ProcessTextResponse } from '@untangle/contracts';
import { hostileText } from '@untangle/test-kit';
import { startStack, type Stack, type StackResponse } from '../support/stack.js';
import { quotaLedger } from './ledger.js';

/** The local engine's hard per-text deadline in this stack (LOCAL_ENGINE_DEADLINE_MS). */
const ENGINE_DEADLINE_MS = 2_000;
/** Queueing, two hops and the thread's replacement on top of the engine's own deadline. */
const MARGIN_MS = 3_000;
/** 160 characters that once kept the engine busy for 35 s (a backtracking list pattern). */
const COMMA_LIST = `We should ban cars. Cars${', the'.repeat(27)}.`;
const ORDINARY = 'Step 2: Stir the sauce. Step 1: Heat the pan. Step 3: Serve it hot.';

/**
 * Texts shaped to hurt the engine, through nginx: each is answered within the engine's deadline,
 * with a result or the clear PROCESSING_TOO_COMPLEX error (never charged), and another member's
 * ordinary request sent meanwhile is served normally.
 */
describe('hostile texts through the whole stack', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      label: 'resilience_hostile',
      env: { LOCAL_ENGINE_DEADLINE_MS: String(ENGINE_DEADLINE_MS) },
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  function expectAnsweredInTime(response: StackResponse, text: string) {
    expect(response.ms).toBeLessThanOrEqual(ENGINE_DEADLINE_MS + MARGIN_MS);
    if (response.status === 200) {
      expect((response.body as ProcessTextResponse).outputText.length).toBeGreaterThan(text.length / 2);
    } else {
      expect({ status: response.status, message: (response.body as ErrorBody).message }).toEqual({
        status: 422,
        message: ERROR_CODES.PROCESSING_TOO_COMPLEX.message,
      });
    }
  }

  it('answers the 160-character comma list of a free member in time while another member is served', async () => {
    const [attacker, bystander] = await Promise.all([stack.signUp(), stack.signUp()]);
    const hostile = stack.request(attacker, 'POST', '/api/process-text', {
      inputText: COMMA_LIST,
      logicType: 'argument-flow',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ordinary = await stack.request(bystander, 'POST', '/api/process-text', {
      inputText: ORDINARY,
      logicType: 'auto-detect',
    });
    expect(ordinary.status).toBe(200);
    expect(ordinary.ms).toBeLessThanOrEqual(ENGINE_DEADLINE_MS + MARGIN_MS);
    expectAnsweredInTime(await hostile, COMMA_LIST);
  });

  it('answers 4,000-character hostile texts of a Pro member in time, charging only results', async () => {
    const pro = await stack.signUp();
    await stack.makePro(pro);
    let results = 0;
    for (const shape of ['comma-list', 'tiny-sentences', 'nested-brackets', 'connectives'] as const) {
      const text = hostileText(shape);
      const response = await stack.request(pro, 'POST', '/api/process-text', {
        inputText: text,
        logicType: 'auto-detect',
      });
      expectAnsweredInTime(response, text);
      if (response.status === 200) results += 1;
    }
    expect((await quotaLedger(stack, pro.id)).counted).toBe(results);
  });
});
