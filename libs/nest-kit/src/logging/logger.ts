import { pino, type Logger } from 'pino';
import { requestContext } from './request-context.js';

/**
 * The process's root JSON logger. Every line carries the service name and, inside a request,
 * its trace id (read from the async context, so callers never pass it around).
 */
export function createLogger(service: string, level = 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const context = requestContext.getStore();
      return context
        ? { traceId: context.traceId, ...(context.userId ? { userId: context.userId } : {}) }
        : {};
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', '*.password'],
      censor: '[redacted]',
    },
  });
}
