// Steady, bounded load for the resilience suite: a fixed number of loops, each running one operation
// after another until told to stop. Every outcome is recorded with its time, so a scenario can check
// that errors fall inside its outage windows and that nothing waited longer than it should.

export interface Outcome {
  operation: string;
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 when the request itself failed (connection refused, timeout). */
  status: number;
  detail?: string;
}

export type Operation = (
  loop: number,
  iteration: number,
) => Promise<{ operation: string; status: number; detail?: string }>;

export interface Load {
  outcomes: Outcome[];
  /** Stops every loop after its current operation and waits for them. */
  stop(): Promise<Outcome[]>;
}

export function startLoad(loops: number, operation: Operation): Load {
  const outcomes: Outcome[] = [];
  let running = true;
  const workers = Array.from({ length: loops }, async (_, loop) => {
    for (let iteration = 0; running; iteration += 1) {
      const startedAt = Date.now();
      try {
        const result = await operation(loop, iteration);
        outcomes.push({ ...result, startedAt, endedAt: Date.now() });
        // A client backs off from an outage answer instead of hammering it.
        if (result.status >= 502 && result.status <= 504)
          await new Promise((resolve) => setTimeout(resolve, 100));
      } catch (error) {
        outcomes.push({
          operation: 'unknown',
          status: 0,
          detail: (error as Error).message,
          startedAt,
          endedAt: Date.now(),
        });
        // A refused connection fails at once: do not spin.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return outcomes;
    },
  };
}

/** Runs `count` operations with at most `concurrency` in flight; resolves with every outcome. */
export async function runBounded<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

export interface Window {
  name: string;
  from: number;
  to: number;
}

/** Outcomes that are neither a success nor a clean outage answer (502/503/504), or that fell outside every window. */
export function misbehaviours(
  outcomes: Outcome[],
  windows: Window[],
  success: (outcome: Outcome) => boolean,
): Outcome[] {
  return outcomes.filter((outcome) => {
    if (success(outcome)) return false;
    const clean = outcome.status === 502 || outcome.status === 503 || outcome.status === 504;
    const inWindow = windows.some(
      (window) => outcome.endedAt >= window.from && outcome.startedAt <= window.to,
    );
    return !(clean && inWindow);
  });
}
