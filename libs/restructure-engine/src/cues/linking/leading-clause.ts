/**
 * What comes before the main clause: a leading connective ('As a result,'), skipped because it
 * says that, not what, is referred to; and a leading subordinate clause up to its comma ('Because
 * the plant closed,', 'With fewer cars on the roads,'), presupposed except for its indefinite
 * phrases.
 */
import type { Token } from '../../text/tokens.js';
import type { Reading } from './reading.js';
import { LINKING_WEIGHTS } from './weights.js';
import { LEADING_CONNECTIVE, PERSONAL, SUBORDINATORS } from './vocabulary.js';

export interface LeadingClause {
  /** The first token of the main clause. */
  start: number;
  /** 'clause' when a leading clause presupposes any word. */
  reference?: 'clause';
  /** Where the leading clause ends (the main clause's first token), 0 when there is none. */
  end: number;
  /** The clause introduces something new ('Because the race started on an unusually hot day'). */
  introduces: boolean;
  /** Tokens of the clause outside its indefinite phrases: they may state a change of degree. */
  changes: number[];
  /** A personal pronoun before the main clause ('With more of their income going …,'). */
  pronoun?: Token;
}

/** The first token after a leading connective ('As a result,'), or 0. */
function afterConnective({ tokens, body }: Reading): number {
  let k = 0;
  const connective = LEADING_CONNECTIVE.exec(body);
  if (connective) {
    const end = connective[0].length;
    while (k < tokens.length && tokens[k]!.offset < end) k++;
  }
  return k;
}

/** Reads what precedes the main clause, marking a leading clause's words as presupposed. */
export function readLeadingClause(reading: Reading): LeadingClause {
  const { tokens, body, fresh } = reading;
  let k = afterConnective(reading);
  let reference: 'clause' | undefined;
  let introduces = false;
  const changes: number[] = [];
  const first = tokens[k];
  if (first && SUBORDINATORS.has(first.lower) && !/^as\s+a\s+result/i.test(body.slice(first.offset))) {
    const comma = body.indexOf(',', first.offset);
    if (comma > 0) {
      let m = k + 1;
      for (; m < tokens.length && tokens[m]!.offset < comma; m++) {
        reading.mark(m, LINKING_WEIGHTS.given.clause);
        if (!fresh[m]) changes.push(m);
      }
      if (m > k + 1) reference = 'clause';
      // 'Because the race started on an unusually hot day': a clause that introduces something new.
      if (fresh.slice(k, m).some(Boolean)) introduces = true;
      k = m;
    }
  }
  // A personal pronoun before the main clause needs an antecedent — unless the main clause's
  // subject is it ('…, households cut back'; decided with the subject).
  const pronoun = tokens.slice(0, k).find((t) => PERSONAL.has(t.lower));
  return {
    start: k,
    ...(reference ? { reference } : {}),
    end: reference === 'clause' ? k : 0,
    introduces,
    changes,
    ...(pronoun ? { pronoun } : {}),
  };
}
