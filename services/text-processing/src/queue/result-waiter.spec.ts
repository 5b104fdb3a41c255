import { describe, expect, it } from '@jest/globals';
import { createLogger, ReadinessRegistry } from '@untangle/nest-kit';
import type { TextProcessingConfig } from '../config.js';
import type { RestructureQueue } from './restructure-queue.js';
import { ResultWaiter } from './result-waiter.js';

/** A queue whose one job is whatever the test says. */
function waiterWith(job: () => object | undefined) {
  const queue = { getJob: async () => job() } as unknown as RestructureQueue;
  return new ResultWaiter(
    {} as TextProcessingConfig,
    createLogger('test', 'silent'),
    queue,
    new ReadinessRegistry(),
  );
}

const completed = (outputText: string) => ({
  finishedOn: Date.now(),
  returnvalue: { outputText, detectedLogicType: 'process', explanation: 'x', engine: 'local' },
  getState: async () => 'completed',
});

describe(ResultWaiter.name, () => {
  it('answers timeout at the deadline: nothing waits forever', async () => {
    const waiter = waiterWith(() => undefined);
    const wait = waiter.wait('job-1', Date.now() + 20);
    expect(await wait.outcome).toEqual({ kind: 'timeout' });
    expect(waiter.waitingJobs).toBe(0);
  });

  it('does not let a state check settle a wait whose job is still being added', async () => {
    let stored: object | undefined;
    const waiter = waiterWith(() => stored);
    const wait = waiter.wait('job-2', Date.now() + 2_000);
    await waiter.check('job-2'); // the add is in flight: no job yet, which must not read as "gone"
    stored = { ...completed('old'), getState: async () => 'failed', failedReason: 'an earlier run' };
    await waiter.check('job-2'); // nor may an earlier failed run that the add replaces
    stored = completed('new');
    wait.arm();
    await waiter.check('job-2');
    expect(await wait.outcome).toMatchObject({ kind: 'completed', result: { outputText: 'new' } });
  });

  it('reports a job that disappeared once it was in the queue', async () => {
    const waiter = waiterWith(() => undefined);
    const wait = waiter.wait('job-3', Date.now() + 2_000);
    wait.arm();
    await waiter.check('job-3');
    expect(await wait.outcome).toEqual({ kind: 'missing' });
  });

  it('settles every request waiting for the same job, and cancel stops only its own', async () => {
    const waiter = waiterWith(() => completed('shared'));
    const [a, b, c] = [1, 2, 3].map(() => waiter.wait('job-4', Date.now() + 2_000));
    c!.cancel();
    a!.arm();
    b!.arm();
    await waiter.check('job-4');
    expect(await a!.outcome).toMatchObject({ kind: 'completed' });
    expect(await b!.outcome).toMatchObject({ kind: 'completed' });
    expect(await c!.outcome).toEqual({ kind: 'missing' });
  });
});
