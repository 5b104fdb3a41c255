import { vi } from 'vitest';

export interface FakeResponse {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  statusText?: string;
  headers?: Record<string, string>;
}

type Handler = FakeResponse | ((request: Request) => FakeResponse | Promise<FakeResponse>);

export interface FakeApi {
  calls: Request[];
  /** Calls to one route, e.g. 'GET /api/quota/status'. */
  callsTo(route: string): Request[];
}

/**
 * Stubs `fetch` with handlers keyed by 'METHOD /path' (query string ignored). An unknown route
 * answers 404 so a test never reaches the network.
 */
export function fakeApi(handlers: Record<string, Handler>): FakeApi {
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(new URL(String(input), 'http://localhost'), init);
      calls.push(request);
      const key = `${request.method} ${new URL(request.url).pathname}`;
      const handler = handlers[key];
      const answer: FakeResponse = handler
        ? typeof handler === 'function'
          ? await handler(request)
          : handler
        : { status: 404, text: 'Not Found' };
      const status = answer.status ?? 200;
      const payload = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
      return new Response(status === 204 ? null : payload, {
        status,
        statusText: answer.statusText ?? '',
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    }),
  );
  return {
    calls,
    callsTo: (route) =>
      calls.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route),
  };
}
