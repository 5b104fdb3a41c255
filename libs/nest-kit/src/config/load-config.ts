import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

/** Thrown at start-up when the environment does not describe a runnable service. */
export class ConfigError extends Error {
  constructor(
    readonly service: string,
    readonly problems: string[],
  ) {
    super(
      `${service}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
        'See .env.example for every variable and its default.',
    );
    this.name = 'ConfigError';
  }
}

type Constructor<T> = new () => T;

/**
 * Reads and validates environment variables into a typed config class. Property names are the
 * variable names; defaults are property initialisers; `@Type(() => Number)` etc. convert strings.
 */
export function loadConfig<T extends object>(
  schema: Constructor<T>,
  service: string,
  env: Record<string, string | undefined> = process.env,
): T {
  const defined = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const config = plainToInstance(schema, defined, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: true, forbidUnknownValues: true });
  if (errors.length > 0) throw new ConfigError(service, errors.flatMap(describe));
  return Object.freeze(config);
}

function describe(error: ValidationError): string[] {
  const own = Object.values(error.constraints ?? {}).map((message) => `${error.property}: ${message}`);
  return [...own, ...(error.children ?? []).flatMap(describe)];
}
