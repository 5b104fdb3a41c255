/**
 * Trimming by character class in linear time. A pattern such as `/[.!?]+$/` is quadratic on a long
 * run of those characters followed by something else (the engine retries the run from every
 * position), so member text is trimmed by walking inwards from its ends instead.
 *
 * `char` is tested against one character (one code point) at a time; give it no `g` or `y` flag.
 */
export function trimEndMatching(text: string, char: RegExp): string {
  let end = text.length;
  while (end > 0) {
    const width = codePointWidthBefore(text, end);
    if (!char.test(text.slice(end - width, end))) break;
    end -= width;
  }
  return text.slice(0, end);
}

export function trimStartMatching(text: string, char: RegExp): string {
  let start = 0;
  while (start < text.length) {
    const width = (text.codePointAt(start) ?? 0) > 0xffff ? 2 : 1;
    if (!char.test(text.slice(start, start + width))) break;
    start += width;
  }
  return text.slice(start);
}

export function trimMatching(text: string, char: RegExp): string {
  return trimEndMatching(trimStartMatching(text, char), char);
}

function codePointWidthBefore(text: string, end: number): 1 | 2 {
  const low = text.charCodeAt(end - 1);
  if (end < 2 || low < 0xdc00 || low > 0xdfff) return 1;
  const high = text.charCodeAt(end - 2);
  return high >= 0xd800 && high <= 0xdbff ? 2 : 1;
}
