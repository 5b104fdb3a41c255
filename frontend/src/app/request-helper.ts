import type { ErrorBody } from '@untangle/contracts';

/**
 * The generic request helper: credentials included, JSON in and out, and any
 * failing status turned into an error whose text is `status: text`, where text is the response
 * text or, when that is empty, the status text.
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    readonly responseText: string,
  ) {
    super(`${status}: ${responseText}`);
    this.name = 'RequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest(url: string, options: RequestOptions = {}): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'include',
    // Reads are 'no-cache': always revalidated with the server.
    cache: method === 'GET' ? 'no-cache' : 'default',
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return response;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new RequestError(response.status, text);
}

/** A failed call as RTK Query stores it: plain and serialisable. */
export interface ApiError {
  /** HTTP status, or why no status came back. */
  status: number | 'FETCH_ERROR' | 'AUTH_REQUIRED';
  /** `status: text` for HTTP failures; the reason otherwise. */
  message: string;
  /** The gateway's JSON error body, when the response text was one. */
  body?: Partial<ErrorBody>;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof RequestError) {
    const body = parseErrorBody(error.responseText);
    return body
      ? { status: error.status, message: error.message, body }
      : { status: error.status, message: error.message };
  }
  return { status: 'FETCH_ERROR', message: error instanceof Error ? error.message : String(error) };
}

function parseErrorBody(text: string): Partial<ErrorBody> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : undefined;
  } catch {
    return undefined;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return (
    value !== null &&
    typeof value === 'object' &&
    'status' in value &&
    'message' in value &&
    typeof (value as { message: unknown }).message === 'string'
  );
}
