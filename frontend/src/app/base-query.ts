import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { UI_MESSAGES } from '@untangle/contracts';
import { apiRequest, toApiError, type ApiError, type RequestOptions } from './request-helper';
import type { AuthState } from './auth-slice';

export interface ApiRequestArgs {
  /** Same-origin path, e.g. `/api/sessions`. */
  url: string;
  method?: RequestOptions['method'];
  body?: unknown;
  headers?: Record<string, string>;
  params?: Record<string, string | number | undefined>;
}

export interface ApiMeta {
  response?: Response;
}

/**
 * The api slice's base query: the generic request helper plus the member's bearer token. Every
 * call of the product needs the token, so without one the call fails with 'Authentication
 * required' and never reaches the network. No retry wrapper: a failed call is never retried on its own.
 */
export const requestBaseQuery: BaseQueryFn<ApiRequestArgs, unknown, ApiError, object, ApiMeta> = async (
  args,
  api,
) => {
  const token = (api.getState() as { auth: AuthState }).auth.accessToken;
  if (!token) return { error: { status: 'AUTH_REQUIRED', message: UI_MESSAGES.auth.required } };
  try {
    const response = await apiRequest(buildUrl(args), {
      method: args.method ?? 'GET',
      body: args.body,
      headers: args.headers,
      token,
      signal: api.signal,
    });
    return { data: await readJson(response), meta: { response } };
  } catch (error) {
    return { error: toApiError(error) };
  }
};

function buildUrl({ url, params }: ApiRequestArgs): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return `${url}${query ? `?${query}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : null;
}
