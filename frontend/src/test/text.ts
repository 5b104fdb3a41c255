const SENTENCE = 'The quick brown fox jumps over the lazy dog near the river bank. ';

/** Natural-looking text of exactly `length` characters once cleaned (no trailing space). */
export function textOfLength(length: number): string {
  const text = SENTENCE.repeat(Math.ceil(length / SENTENCE.length) + 1).slice(0, length);
  return text.endsWith(' ') ? `${text.slice(0, -1)}x` : text;
}
