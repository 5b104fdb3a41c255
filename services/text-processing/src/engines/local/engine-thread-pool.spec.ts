import { afterEach, describe, expect, it } from '@jest/globals';
import {
  EngineAbortedError,
  EngineDeadlineError,
  EngineThreadCrashError,
  EngineThreadPool,
  type EngineThreadPoolOptions,
} from './engine-thread-pool.js';

interface Request {
  text: string;
}
interface Reply {
  outputText: string;
}

import { SCRIPTED_ENGINE_THREAD } from '../../testing/fixtures.js';
const pools: Array<EngineThreadPool<Request, Reply>> = [];

function pool(options: Partial<EngineThreadPoolOptions> = {}) {
  const created = new EngineThreadPool<Request, Reply>({
    entry: SCRIPTED_ENGINE_THREAD,
    size: 2,
    deadlineMs: 300,
    maxHeapMb: 32,
    ...options,
  });
  pools.push(created);
  return created;
}

/** Which of the promises settles first, by label. */
function firstSettled(promises: Record<string, Promise<unknown>>): Promise<string> {
  return Promise.race(
    Object.entries(promises).map(([label, promise]) =>
      promise.then(
        () => label,
        () => label,
      ),
    ),
  );
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

describe('the engine thread pool', () => {
  it('answers each request from a thread', async () => {
    const threads = pool();
    await expect(threads.run({ text: 'one' })).resolves.toMatchObject({ outputText: 'one' });
    const many = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((text) => threads.run({ text })));
    expect(many.map((reply) => reply.outputText)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('stops a request at the deadline and keeps serving with a fresh thread', async () => {
    const threads = pool({ size: 1 });
    await expect(threads.run({ text: 'spin-forever' })).rejects.toBeInstanceOf(EngineDeadlineError);
    await expect(threads.run({ text: 'after' })).resolves.toMatchObject({ outputText: 'after' });
  });

  it('serves other requests while one runs into its deadline', async () => {
    const threads = pool({ size: 2, deadlineMs: 2_000 });
    const hostile = threads.run({ text: 'spin-forever' });
    const ordinary = threads.run({ text: 'ordinary' });
    expect(await firstSettled({ hostile, ordinary })).toBe('ordinary');
    await expect(ordinary).resolves.toMatchObject({ outputText: 'ordinary' });
    await expect(hostile).rejects.toBeInstanceOf(EngineDeadlineError);
  });

  it('keeps the event loop free while a thread is busy', async () => {
    const threads = pool({ size: 1, deadlineMs: 400 });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    await threads.run({ text: 'spin-forever' }).catch(() => undefined);
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(5);
  });

  it('stops a running request when its caller aborts, and drops a waiting one unrun', async () => {
    const threads = pool({ size: 1, deadlineMs: 30_000 });
    const controller = new AbortController();
    const running = threads.run({ text: 'spin-forever' }, { signal: controller.signal });
    const waiting = threads.run({ text: 'never' }, { signal: controller.signal });
    controller.abort();
    await expect(running).rejects.toBeInstanceOf(EngineAbortedError);
    await expect(waiting).rejects.toBeInstanceOf(EngineAbortedError);
    await expect(threads.run({ text: 'next' })).resolves.toMatchObject({ outputText: 'next' });
    await expect(threads.run({ text: 'x' }, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      EngineAbortedError,
    );
  });

  it('reports a thread that dies and replaces it', async () => {
    const threads = pool({ size: 1 });
    await expect(threads.run({ text: 'exit-thread' })).rejects.toBeInstanceOf(EngineThreadCrashError);
    await expect(threads.run({ text: 'again' })).resolves.toMatchObject({ outputText: 'again' });
  });

  it('bounds a thread’s memory: a request that needs more ends its thread, not the process', async () => {
    const threads = pool({ size: 1, deadlineMs: 20_000, maxHeapMb: 16 });
    await expect(threads.run({ text: 'hog-memory' })).rejects.toBeInstanceOf(EngineThreadCrashError);
    await expect(threads.run({ text: 'alive' })).resolves.toMatchObject({ outputText: 'alive' });
  });

  it('hands the next free thread to the most urgent waiting request, equal ones in arrival order', async () => {
    const threads = pool({ size: 1, deadlineMs: 200 });
    const answered: string[] = [];
    const run = (text: string, priority?: number) =>
      threads.run({ text }, priority === undefined ? {} : { priority }).then(
        (reply) => answered.push(reply.outputText),
        () => answered.push(`${text} failed`),
      );
    // The only thread is busy until its deadline; meanwhile four requests line up.
    const spinning = run('spin-forever', 10);
    while (threads.busy === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const all = [spinning, run('free first', 10), run('unranked'), run('free second', 10), run('pro', 1)];
    await Promise.all(all);
    expect(answered).toEqual(['spin-forever failed', 'pro', 'free first', 'free second', 'unranked']);
  });

  it('fails waiting requests when it closes, and refuses new ones', async () => {
    const threads = pool({ size: 1, deadlineMs: 30_000 });
    const outcomes = Promise.allSettled([
      threads.run({ text: 'spin-forever' }),
      threads.run({ text: 'later' }),
    ]);
    await threads.close();
    for (const outcome of await outcomes) {
      expect(outcome).toMatchObject({
        status: 'rejected',
        reason: expect.objectContaining({ message: expect.stringContaining('closed') }),
      });
    }
    await expect(threads.run({ text: 'x' })).rejects.toThrow('closed');
  });
});
