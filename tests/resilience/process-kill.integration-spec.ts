import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { misbehaviours, startLoad, type Outcome, type Window } from '../support/load.js';
import { startStack, type ServiceName, type Stack, type StackMember } from '../support/stack.js';
import { quotaLedger, sessionIdsOf } from './ledger.js';

const TEXT =
  'The bread went into the oven at noon. First we mixed the flour and water. Then the dough rested for an hour. Finally we shaped the loaves.';

/** A member's request that keeps its Idempotency-Key until it succeeds, as a well-behaved client would. */
class RetryingClient {
  private processKey = randomUUID();
  private sessionKey = randomUUID();
  readonly processKeys = new Set<string>();
  readonly processSucceeded = new Set<string>();
  readonly sessionsCreated = new Set<string>();

  private readonly stack: Stack;
  readonly member: StackMember;

  constructor(stack: Stack, member: StackMember) {
    this.stack = stack;
    this.member = member;
  }

  async process(): Promise<{ operation: string; status: number; detail?: string }> {
    this.processKeys.add(this.processKey);
    const response = await this.stack.request(
      this.member,
      'POST',
      '/api/process-text',
      { inputText: TEXT, logicType: 'auto-detect' },
      { 'idempotency-key': this.processKey },
    );
    if (response.status === 200) {
      this.processSucceeded.add(this.processKey);
      this.processKey = randomUUID();
    }
    return { operation: 'process-text', status: response.status, detail: errorCode(response.body) };
  }

  async save(): Promise<{ operation: string; status: number; detail?: string }> {
    const response = await this.stack.request<{ id: string }>(
      this.member,
      'POST',
      '/api/sessions',
      {
        sessionType: 'text',
        inputText: TEXT,
        outputText: TEXT,
        logicType: 'process',
        explanation: 'Ordered by its step words.',
      },
      { 'idempotency-key': this.sessionKey },
    );
    if (response.status === 201) {
      this.sessionsCreated.add(response.body.id);
      this.sessionKey = randomUUID();
    }
    return { operation: 'save-session', status: response.status, detail: errorCode(response.body) };
  }
}

function errorCode(body: unknown): string | undefined {
  return typeof body === 'object' && body !== null
    ? ((body as { code?: string }).code ?? undefined)
    : undefined;
}

const SERVICES_IN_TURN: ServiceName[] = [
  'gateway',
  'identity',
  'text-processing',
  'text-processing-worker',
  'sessions',
  'billing',
];

describe('kill -9 of each service under steady load', () => {
  let stack: Stack;
  const clients: RetryingClient[] = [];
  const windows: Window[] = [];
  let outcomes: Outcome[] = [];
  let lastRestartedAt = 0;

  beforeAll(async () => {
    stack = await startStack({ label: 'resilience_kill' });
    const members = [await stack.signUp(), await stack.signUp()];
    for (const member of members) await stack.makePro(member);
    // One client per loop: like browser tabs, each keeps its own Idempotency-Keys.
    for (let loop = 0; loop < 6; loop += 1) clients.push(new RetryingClient(stack, members[loop % 2]!));
    const load = startLoad(6, (loop, iteration) => {
      const client = clients[loop]!;
      return iteration % 2 === 0 ? client.process() : client.save();
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const name of SERVICES_IN_TURN) {
      const from = Date.now();
      await stack.process(name).kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await stack.process(name).start();
      lastRestartedAt = Date.now();
      // Requests that were in flight at the kill finish through reclaim and stalled-job recovery.
      windows.push({ name, from, to: lastRestartedAt + 8000 });
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    await new Promise((resolve) => setTimeout(resolve, 5000));
    outcomes = await load.stop();
  }, 240_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('kept serving: most requests succeeded, after every restart too', () => {
    const succeeded = outcomes.filter((outcome) => outcome.status === 200 || outcome.status === 201);
    expect(succeeded.length).toBeGreaterThan(outcomes.length / 2);
    // Everything is back within two seconds of the last restart.
    const recovered = outcomes.filter((outcome) => outcome.startedAt > lastRestartedAt + 2000);
    expect(recovered.length).toBeGreaterThan(0);
    expect(recovered.every((outcome) => outcome.status === 200 || outcome.status === 201)).toBe(true);
  });

  it('answered every failure with a clean 502, 503 or 504 inside an outage window', () => {
    const bad = misbehaviours(
      outcomes,
      windows,
      (outcome) => outcome.status === 200 || outcome.status === 201,
    );
    expect(bad).toEqual([]);
  });

  it('lost no committed session', async () => {
    for (const client of clients) {
      const stored = await sessionIdsOf(stack, [...client.sessionsCreated]);
      expect(stored.size).toBe(client.sessionsCreated.size);
    }
  });

  it('charged no quota unit twice', async () => {
    for (const memberId of new Set(clients.map((client) => client.member.id))) {
      const mine = clients.filter((client) => client.member.id === memberId);
      const succeeded = mine.reduce((sum, client) => sum + client.processSucceeded.size, 0);
      const sent = mine.reduce((sum, client) => sum + client.processKeys.size, 0);
      const ledger = await quotaLedger(stack, memberId);
      // The usage counter matches the live reservations exactly: nothing was counted twice.
      expect(ledger.counted).toBe(ledger.reserved);
      // Every succeeded request holds its one unit; no key holds more than one.
      expect(ledger.reserved).toBeGreaterThanOrEqual(succeeded);
      expect(ledger.reserved).toBeLessThanOrEqual(sent);
    }
  });
});
