/** Postgres SQLSTATEs that mean "the server is not there right now", not "your query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Connection is closed/i,
  /Reached the max retries per request limit/i,
  /Stream isn't writeable/i,
];

/**
 * Whether an error means that Postgres or Redis cannot be reached (restarting, failing over):
 * an outage the client should see as 503 and retry, not as a 500 bug report.
 */
export function isDependencyOutage(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
    };
    if (
      typeof candidate.code === 'string' &&
      (UNAVAILABLE_SQLSTATES.has(candidate.code) || UNAVAILABLE_CODES.has(candidate.code))
    ) {
      return true;
    }
    if (
      typeof candidate.message === 'string' &&
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(candidate.message as string))
    ) {
      return true;
    }
    // TypeORM wraps the driver's error; Node wraps causes.
    current = candidate.driverError ?? candidate.cause;
  }
  return false;
}
