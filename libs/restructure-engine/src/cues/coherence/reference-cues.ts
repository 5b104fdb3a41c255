/**
 * References to a thing another sentence introduced: an early object 'it' after a thing introduced
 * with 'a' / 'an', and 'the second taxi' or 'another bus' after the sentence about the first one.
 */
import type { Sentence } from '../../text/document.js';
import type { Precedence } from './precedence.js';
import { addPrecedence } from './precedence.js';
import { COHERENCE_WEIGHTS } from './weights.js';

const W = COHERENCE_WEIGHTS.reference;

/**
 * An early object 'it' ('She opened it', 'He carried it inside') picks up a thing the sentence
 * before introduced with 'a' / 'an' near its end ('… held up a brown leather wallet').
 */
export function itAfterIntroduction(sentences: readonly Sentence[], precedence: Precedence): void {
  const n = sentences.length;
  for (let j = 0; j < n; j++) {
    const toks = sentences[j]!.tokens;
    const it = toks.findIndex((t, k) => k > 0 && k <= 3 && t.lower === 'it');
    if (it < 0) continue;
    for (let i = 0; i < n; i++) {
      if (i === j) continue;
      const other = sentences[i]!.tokens;
      const last = other.findLastIndex((t) => t.lower === 'a' || t.lower === 'an');
      if (last >= 0 && last >= other.length / 2 && last < other.length - 1)
        addPrecedence(precedence, i, j, W.itAfterIntroduction, other[last + 1]!.raw);
    }
  }
}

/** 'The second taxi', 'another bus' comes after the sentence that mentions the first one. */
export function ordinalAfterFirst(sentences: readonly Sentence[], precedence: Precedence): void {
  const n = sentences.length;
  for (let j = 0; j < n; j++) {
    const toks = sentences[j]!.tokens;
    for (let k = 0; k + 1 < toks.length; k++) {
      if (!/^(?:second|third|fourth|another)$/.test(toks[k]!.lower)) continue;
      const noun = toks[k + 1]!.stem;
      for (let i = 0; i < n; i++) {
        if (
          i !== j &&
          sentences[i]!.contentSet.has(noun) &&
          !/\b(?:second|third|fourth|another)\b/i.test(sentences[i]!.body)
        )
          addPrecedence(precedence, i, j, W.ordinalAfterFirst, toks[k + 1]!.raw);
      }
    }
  }
}
