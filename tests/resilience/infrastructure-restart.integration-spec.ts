import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { misbehaviours, startLoad, type Outcome, type Window } from '../support/load.js';
import { startStack, type Stack, type StackMember } from '../support/stack.js';
import { quotaLedger, sessionIdsOf } from './ledger.js';

const TEXT =
  'In 2019 the shop opened. By 2021 it had two branches. In 2020 it survived the lockdowns online.';
/** The gateway's deadline for one restructure, and what nginx allows a request in all. */
const PROCESS_DEADLINE_MS = 8000;
const MARGIN_MS = 2000;

/**
 * Redis (persisting with AOF, as in the containers) and then Postgres are restarted under load, on
 * servers of this suite's own. No service is restarted: each reconnects by itself.
 */
describe('Redis and Postgres restarts under load', () => {
  let stack: Stack;
  let member: StackMember;
  const windows: Window[] = [];
  const restartedAt: Record<string, number> = {};
  let outcomes: Outcome[] = [];
  const created = new Set<string>();
  const succeededKeys = new Set<string>();
  const sentKeys = new Set<string>();

  beforeAll(async () => {
    stack = await startStack({
      label: 'resilience_infra',
      privateRedis: true,
      redisAppendOnly: true,
      privatePostgres: true,
      env: { PROCESS_TEXT_TIMEOUT_MS: String(PROCESS_DEADLINE_MS) },
    });
    member = await stack.signUp();
    await stack.makePro(member);
    // Only a restructured text can be saved: restructure the one the load saves.
    const first = await stack.request(member, 'POST', '/api/process-text', {
      inputText: TEXT,
      logicType: 'chronological',
    });
    expect(first.status).toBe(200);
    // Redis persists with `appendfsync everysec`: a kill can lose the last second or two of writes.
    // Give the receipt of that restructure time to reach the disk before Redis is killed.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const load = startLoad(6, async (_loop, iteration) => {
      if (iteration % 2 === 0) {
        const key = randomUUID();
        sentKeys.add(key);
        const response = await stack.request(
          member,
          'POST',
          '/api/process-text',
          { inputText: TEXT, logicType: 'chronological' },
          { 'idempotency-key': key },
        );
        if (response.status === 200) succeededKeys.add(key);
        return { operation: 'process-text', status: response.status };
      }
      const response = await stack.request<{ id: string }>(member, 'POST', '/api/sessions', {
        sessionType: 'text',
        inputText: TEXT,
        outputText: TEXT,
        logicType: 'chronological',
        explanation: 'Ordered by year.',
      });
      if (response.status === 201) created.add(response.body.id);
      return { operation: 'save-session', status: response.status };
    });

    await new Promise((resolve) => setTimeout(resolve, 2000));
    let from = Date.now();
    await stack.redis!.kill();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await stack.redis!.start();
    restartedAt.redis = Date.now();
    windows.push({ name: 'redis', from, to: Date.now() + PROCESS_DEADLINE_MS + MARGIN_MS });
    await new Promise((resolve) => setTimeout(resolve, PROCESS_DEADLINE_MS + 2000));

    from = Date.now();
    await stack.postgres!.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await stack.postgres!.start();
    restartedAt.postgres = Date.now();
    windows.push({ name: 'postgres', from, to: Date.now() + PROCESS_DEADLINE_MS + MARGIN_MS });
    await new Promise((resolve) => setTimeout(resolve, PROCESS_DEADLINE_MS + 2000));
    outcomes = await load.stop();
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('answered every request, none later than its deadline plus a margin', () => {
    expect(outcomes.length).toBeGreaterThan(50);
    const slowest = Math.max(...outcomes.map((outcome) => outcome.endedAt - outcome.startedAt));
    expect(slowest).toBeLessThanOrEqual(PROCESS_DEADLINE_MS + MARGIN_MS + 10_000);
  });

  it('failed only with clean 502/503/504 answers, and only while a server was away', () => {
    expect(
      misbehaviours(outcomes, windows, (outcome) => outcome.status === 200 || outcome.status === 201),
    ).toEqual([]);
  });

  it('recovered without restarting any service: requests after each restart succeed', () => {
    for (const server of ['redis', 'postgres']) {
      // Within five seconds of the server coming back, both kinds of request succeed again.
      const after = outcomes.filter((outcome) => outcome.startedAt > restartedAt[server]! + 5000);
      expect(after.some((outcome) => outcome.status === 200)).toBe(true);
      expect(after.some((outcome) => outcome.status === 201)).toBe(true);
    }
  });

  it('accounted for every accepted request: sessions stored, quota counted once', async () => {
    const stored = await sessionIdsOf(stack, [...created]);
    expect(stored.size).toBe(created.size);
    const ledger = await quotaLedger(stack, member.id);
    expect(ledger.counted).toBe(ledger.reserved);
    expect(ledger.reserved).toBeGreaterThanOrEqual(succeededKeys.size);
    expect(ledger.reserved).toBeLessThanOrEqual(sentKeys.size);
  });
});
