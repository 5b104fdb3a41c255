import type { LoggerService } from '@nestjs/common';
import type { MessageHandler } from '@nestjs/microservices';
import { RedisStreamsServer, type RedisStreamsServerOptions } from '../server.js';

/** A logger that keeps every line, for tests that look at what a server logged. */
export class CapturingLogger implements LoggerService {
  readonly lines: Array<{ level: string; message: string }> = [];

  log(message: unknown): void {
    this.push('log', message);
  }

  warn(message: unknown): void {
    this.push('warn', message);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.push('error', [message, ...rest].map(String).join(' '));
  }

  text(): string {
    return this.lines.map((line) => `${line.level}: ${line.message}`).join('\n');
  }

  private push(level: string, message: unknown): void {
    this.lines.push({ level, message: String(message) });
  }
}

/** Starts a server in this process with the given request and event handlers. */
export async function listeningServer(
  options: RedisStreamsServerOptions,
  handlers: { requests?: Record<string, MessageHandler>; events?: Record<string, MessageHandler> },
): Promise<RedisStreamsServer> {
  const server = new RedisStreamsServer(options);
  for (const [pattern, handler] of Object.entries(handlers.requests ?? {}))
    server.addHandler(pattern, handler);
  for (const [pattern, handler] of Object.entries(handlers.events ?? {}))
    server.addHandler(pattern, handler, true);
  await new Promise<void>((resolve, reject) => {
    void server.listen((error?: unknown) => (error ? reject(error as Error) : resolve()));
  });
  return server;
}
