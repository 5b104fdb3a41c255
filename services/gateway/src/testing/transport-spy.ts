import type { MessageHandler } from '@nestjs/microservices';
import { RedisStreamsServer } from '@untangle/transport';

export interface TransportSpy {
  /** The payloads each pattern received, in order. */
  calls: Map<string, unknown[]>;
  count(pattern: string): number;
  close(): Promise<void>;
}

/**
 * Stands in for a downstream service on the transport: answers the given patterns with fixed
 * replies (or what a reply function returns or throws for the request) and records every request,
 * so a test can prove a request did (or did not) get that far.
 */
export async function startTransportSpy(options: {
  url: string;
  keyPrefix: string;
  service: string;
  replies: Record<string, unknown | ((data: unknown) => unknown)>;
}): Promise<TransportSpy> {
  const server = new RedisStreamsServer({
    url: options.url,
    keyPrefix: options.keyPrefix,
    service: options.service,
    blockMs: 200,
  });
  const calls = new Map<string, unknown[]>();
  for (const [pattern, reply] of Object.entries(options.replies)) {
    calls.set(pattern, []);
    const handler: MessageHandler = async (data: unknown) => {
      calls.get(pattern)!.push(data);
      return typeof reply === 'function' ? (reply as (data: unknown) => unknown)(data) : reply;
    };
    server.addHandler(pattern, handler);
  }
  await new Promise<void>((resolve, reject) => {
    void server.listen((error?: unknown) => (error ? reject(error as Error) : resolve()));
  });
  return {
    calls,
    count: (pattern) => calls.get(pattern)?.length ?? 0,
    close: () => server.close(),
  };
}
