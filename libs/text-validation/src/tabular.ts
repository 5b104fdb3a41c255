import { LIMITS } from '@untangle/contracts';

/**
 * Validation rule 4, tabular data: "at least 2 of the first 10 non-empty lines match a pipe, tab,
 * three-or-more-space or multi-comma pattern, with at least 2 non-empty lines overall".
 *
 * `text` must be the STRUCTURED text (markup and invisible characters removed, spaces not yet
 * collapsed: `prepareText(input).structured`), since space collapsing would destroy the
 * three-or-more-space pattern. A line is non-empty when it holds a non-whitespace character.
 * A line matches when it holds:
 * - a pipe: a '|' anywhere (Markdown tables, `a | b`);
 * - a tab: a tab between two non-whitespace characters of the line (an indenting tab alone does
 *   not make a column);
 * - three or more spaces: a run of at least three spaces between two non-whitespace characters
 *   (aligned columns; indentation alone does not count);
 * - multi-comma: two or more commas in the line (CSV rows such as `a,b,c`).
 *
 * Linear time: each inspected line is scanned once, without backtracking regular expressions.
 */
export function looksTabular(text: string): boolean {
  let nonEmpty = 0;
  let matching = 0;
  let start = 0;
  while (start <= text.length && nonEmpty < LIMITS.tabularLinesInspected) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    if (line.trim() === '') continue;
    nonEmpty++;
    if (lineLooksTabular(line)) matching++;
  }
  return nonEmpty >= 2 && matching >= LIMITS.tabularMinMatchingLines;
}

/** Whether one line matches the pipe, tab, three-or-more-space or multi-comma pattern. */
export function lineLooksTabular(line: string): boolean {
  let commas = 0;
  let seenContent = false;
  // A separator (a tab, or 3+ spaces) seen after content, waiting for content on its right.
  let pendingSeparator = false;
  let spaces = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '|') return true;
    if (ch === ' ') {
      spaces++;
      if (spaces >= 3 && seenContent) pendingSeparator = true;
      continue;
    }
    spaces = 0;
    if (ch === '\t') {
      if (seenContent) pendingSeparator = true;
      continue;
    }
    if (ch === ',' && ++commas >= 2) return true;
    if (pendingSeparator) return true;
    seenContent = true;
  }
  return false;
}
