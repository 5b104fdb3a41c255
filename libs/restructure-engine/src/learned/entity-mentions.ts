/**
 * Entity transitions for the learned ordering model: the nouns a sentence introduces with an
 * indefinite article (`a`, `an`) and the nouns it refers to with a definite one (`the`, `this`,
 * `these`, `that`, `those`), so an entity introduced in i and referred to in j is evidence that i
 * comes first (pair feature 'indefinite-then-definite', pairs.ts). Cost: O(L) per sentence.
 */
import type { Sentence } from '../text/document.js';
import { STOP_WORDS } from '../text/tokens.js';

export interface EntityMentions {
  /** Stems of the nouns introduced with `a` / `an`. */
  indefinite: Set<string>;
  /** Stems of the nouns referred to with `the` / `this` / `these` / `that` / `those`. */
  definite: Set<string>;
}

/**
 * The noun a determiner governs is the first content word (not a stop word, not a figure) among
 * the three words after it; a determiner with none there counts for nothing.
 */
export function entityMentions(s: Sentence): EntityMentions {
  const indefinite = new Set<string>();
  const definite = new Set<string>();
  const tokens = s.tokens;
  for (let k = 0; k + 1 < tokens.length; k++) {
    const d = tokens[k]!.lower;
    const target =
      d === 'a' || d === 'an'
        ? indefinite
        : d === 'the' || d === 'this' || d === 'these' || d === 'that' || d === 'those'
          ? definite
          : undefined;
    if (!target) continue;
    for (let m = k + 1; m < Math.min(tokens.length, k + 4); m++) {
      const t = tokens[m]!;
      if (!STOP_WORDS.has(t.lower) && !/^\d/.test(t.lower)) {
        target.add(t.stem);
        break;
      }
    }
  }
  return { indefinite, definite };
}
