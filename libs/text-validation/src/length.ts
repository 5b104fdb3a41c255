/**
 * Length as the user sees it, shared by the validator, the character counter and every server.
 *
 * Limits count "characters". A JavaScript string's `length` counts UTF-16 code units, so an
 * emoji such as '😀' would count 2 and a user near the limit would see the counter jump by two.
 * This library counts Unicode code points instead (what `[...s].length` returns): '😀' counts 1,
 * 'é' written as one precomposed code point counts 1. A lone surrogate also counts 1, exactly as
 * `[...s].length` counts it (cleaning removes lone surrogates, so cleaned text never holds one).
 *
 * Code points rather than grapheme clusters: graphemes depend on the Unicode tables of the
 * runtime (`Intl.Segmenter` differs between browsers and Node versions), code points do not, so
 * the frontend and the services always agree on the number.
 *
 * Runs in linear time without allocating an array, so it is cheap on megabyte inputs.
 */
export function textLength(text: string): number {
  let pairs = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        pairs++;
        i++;
      }
    }
  }
  return text.length - pairs;
}
