import { Injectable } from '@nestjs/common';

export type ReadinessCheck = () => Promise<void>;

export interface ReadinessReport {
  status: 'ok' | 'unavailable';
  checks: Record<string, { status: 'ok' | 'failed'; error?: string; ms: number }>;
}

/** Dependencies a service needs before it should take traffic (database, Redis, queue...). */
@Injectable()
export class ReadinessRegistry {
  private readonly checks = new Map<string, ReadinessCheck>();

  register(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  async run(timeoutMs = 2000): Promise<ReadinessReport> {
    const entries = await Promise.all(
      [...this.checks].map(async ([name, check]) => {
        const started = performance.now();
        try {
          await withTimeout(check(), timeoutMs, name);
          return [name, { status: 'ok' as const, ms: Math.round(performance.now() - started) }] as const;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          return [
            name,
            { status: 'failed' as const, error: message, ms: Math.round(performance.now() - started) },
          ] as const;
        }
      }),
    );
    const checks = Object.fromEntries(entries);
    const status = entries.every(([, result]) => result.status === 'ok') ? 'ok' : 'unavailable';
    return { status, checks };
  }
}

function withTimeout<T>(work: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
