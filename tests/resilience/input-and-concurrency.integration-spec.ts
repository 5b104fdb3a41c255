import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOGIC_TYPES, SESSION_LOGIC_TYPES } from '@untangle/contracts';
import { validateText, VALIDATION_MESSAGES } from '@untangle/text-validation';
import fc from 'fast-check';
import { runBounded } from '../support/load.js';
import { startStack, type Stack, type StackMember } from '../support/stack.js';
import { quotaLedger, storedSessions } from './ledger.js';

const GOOD_TEXT = 'First we met the team. Then we planned the launch. Finally we shipped it.';

/** Bodies a careless or hostile client might send: mostly wrong, sometimes right. */
const processBody = fc.oneof(
  fc.anything(),
  fc.record(
    {
      inputText: fc.oneof(
        fc.string({ maxLength: 600 }),
        fc.constant(GOOD_TEXT),
        fc.integer(),
        fc.constant(null),
      ),
      logicType: fc.oneof(fc.constantFrom(...LOGIC_TYPES), fc.string({ maxLength: 20 }), fc.constant(7)),
    },
    { requiredKeys: [] },
  ),
);
const sessionBody = fc.oneof(
  fc.anything(),
  fc.record(
    {
      sessionType: fc.oneof(fc.constant('text'), fc.string({ maxLength: 10 })),
      inputText: fc.oneof(fc.string({ maxLength: 200 }), fc.constant(GOOD_TEXT), fc.boolean()),
      outputText: fc.oneof(fc.string({ maxLength: 200 }), fc.constant(GOOD_TEXT), fc.constant(null)),
      logicType: fc.oneof(fc.constantFrom(...SESSION_LOGIC_TYPES), fc.string({ maxLength: 20 })),
      explanation: fc.oneof(fc.string({ maxLength: 100 }), fc.integer()),
      userId: fc.string({ maxLength: 40 }),
    },
    { requiredKeys: [] },
  ),
);

describe('bad input and concurrency through the whole stack', () => {
  let stack: Stack;
  let pro: StackMember;

  beforeAll(async () => {
    stack = await startStack({ label: 'resilience_input' });
    pro = await stack.signUp();
    await stack.makePro(pro);
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  describe('bad input', () => {
    it('refuses a 1 MB body with 413 before it reaches any service', async () => {
      const huge = JSON.stringify({ inputText: 'x'.repeat(1024 * 1024), logicType: 'auto-detect' });
      for (const path of ['/api/process-text', '/api/sessions']) {
        const response = await stack.request(pro, 'POST', path, huge);
        expect(response.status).toBe(413);
        expect(response.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      }
    });

    it('refuses malformed JSON with 400', async () => {
      for (const path of ['/api/process-text', '/api/sessions']) {
        const response = await stack.request(pro, 'POST', path, '{"inputText": "half');
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 'MALFORMED_JSON' });
      }
    });

    it('validates 10,000 generated inputs without ever throwing, each answer one of the validation messages', () => {
      const messages = new Set<string>([
        ...Object.values(VALIDATION_MESSAGES).flatMap((value) => (typeof value === 'string' ? [value] : [])),
        VALIDATION_MESSAGES.tooLong(500),
      ]);
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ maxLength: 700 }), fc.string({ unit: 'grapheme', maxLength: 300 })),
          (input) => {
            const result = validateText(input, { maxLength: 500 });
            if (result.isValid)
              return result.sanitizedInput!.length >= 10 && [...result.sanitizedInput!].length <= 500;
            return messages.has(result.error!);
          },
        ),
        { numRuns: 10_000 },
      );
    });

    it('answers 1,000 generated API bodies without a 500, and stores nothing it refused', async () => {
      const bodies = fc.sample(
        fc.oneof(
          processBody.map((b) => ['process', b] as const),
          sessionBody.map((b) => ['save', b] as const),
        ),
        {
          numRuns: 1000,
          seed: 20261122,
        },
      );
      const results = await runBounded(bodies.length, 8, async (index) => {
        const [kind, body] = bodies[index]!;
        const path = kind === 'process' ? '/api/process-text' : '/api/sessions';
        const response = await stack.request(pro, 'POST', path, JSON.stringify(body) ?? 'null');
        return { kind, status: response.status };
      });
      expect(results.filter((result) => result.status >= 500)).toEqual([]);
      const accepted = (kind: string, status: number) =>
        results.filter((r) => r.kind === kind && r.status === status).length;
      expect(await storedSessions(stack, pro.id)).toBe(accepted('save', 201));
      const ledger = await quotaLedger(stack, pro.id);
      expect(ledger.reserved).toBe(accepted('process', 200));
      expect(ledger.counted).toBe(ledger.reserved);
    }, 120_000);
  });

  describe('concurrency', () => {
    it('lets exactly 5 of 200 parallel restructures of one free member through', async () => {
      const free = await stack.signUp();
      const results = await runBounded(200, 200, () =>
        stack.request(free, 'POST', '/api/process-text', { inputText: GOOD_TEXT, logicType: 'auto-detect' }),
      );
      const statuses = results.map((result) => result.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 402)).toHaveLength(195);
      expect(await quotaLedger(stack, free.id)).toEqual({ counted: 5, reserved: 5 });
    }, 120_000);

    it('stores all 100 parallel session saves', async () => {
      const member = await stack.signUp();
      const restructured = await stack.request(member, 'POST', '/api/process-text', {
        inputText: GOOD_TEXT,
        logicType: 'process',
      });
      expect(restructured.status).toBe(200);
      const results = await runBounded(100, 100, () =>
        stack.request(member, 'POST', '/api/sessions', {
          sessionType: 'text',
          inputText: GOOD_TEXT,
          outputText: GOOD_TEXT,
          logicType: 'process',
          explanation: 'Ordered by its step words.',
        }),
      );
      expect(results.filter((result) => result.status === 201)).toHaveLength(100);
      expect(await storedSessions(stack, member.id)).toBe(100);
    }, 120_000);
  });
});
