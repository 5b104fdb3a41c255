/**
 * Trimming given characters from the end of a text in one backward scan: the linear-time
 * replacement for a `/[…]+$/` pattern, which retries from every position of a long run.
 */
export function trimTrailing(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

export const WHITESPACE = ' \t\n\r\f\v\u00a0';
