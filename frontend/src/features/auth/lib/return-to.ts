/** Where the member goes after signing in; only same-origin paths are accepted. */
export interface SigninState {
  returnTo: string;
}

export const DEFAULT_RETURN_TO = '/dashboard';

export function safeReturnTo(value: unknown): string {
  const candidate =
    value !== null && typeof value === 'object' && 'returnTo' in value
      ? (value as SigninState).returnTo
      : value;
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return DEFAULT_RETURN_TO;
  }
  return candidate;
}
