import { ConfigError } from '../config/load-config.js';
import { PendingMigrationsError } from '../database/migrate.js';

/**
 * Runs a service's entry point and turns start-up failures into one readable line and exit code 1,
 * instead of a stack trace: a wrong variable, a schema that is behind, Postgres or Redis not there.
 */
export function runMain(name: string, main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${describeStartupError(name, error)}\n`);
    process.exit(1);
  });
}

export function describeStartupError(name: string, error: unknown): string {
  if (error instanceof ConfigError || error instanceof PendingMigrationsError) return error.message;
  const code = (error as { code?: string })?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ECONNREFUSED' || /ECONNREFUSED/.test(message)) {
    return `${name}: cannot connect (${message}). Is Postgres / Redis running and are DATABASE_URL / REDIS_URL right?`;
  }
  if (code === 'EADDRINUSE')
    return `${name}: ${message}. Another process holds that port; set PORT to move it.`;
  return `${name}: failed to start: ${error instanceof Error ? (error.stack ?? message) : message}`;
}
