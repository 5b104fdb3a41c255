/** A URL or path without its trailing slashes (`http://x/oidc//` → `http://x/oidc`), in one pass. */
export function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === '/') end--;
  return value.slice(0, end);
}

/** `@Transform(trailingSlashless)`: a URL variable without trailing slashes. */
export const trailingSlashless = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? withoutTrailingSlashes(value) : value;
