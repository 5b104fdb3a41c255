import { canonicalLogicType, type HistoryFilterType, type LogicType } from '@untangle/contracts';

/**
 * The ILIKE pattern of a search: a case-insensitive substring, with the member's `%`, `_` and `\`
 * taken literally (escaped for `ESCAPE '\'`). Control characters are dropped (Postgres refuses NUL
 * in text) and surrounding whitespace trimmed; undefined when nothing is left to search for.
 */
export function searchPattern(q: string | undefined): string | undefined {
  const text = q?.replace(/\p{Cc}/gu, '').trim();
  if (!text) return undefined;
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** The stored spellings a type filter matches: `process` and `process-steps` are one type. */
export function logicTypesMatching(type: LogicType | HistoryFilterType | undefined): string[] | undefined {
  if (!type) return undefined;
  const canonical = canonicalLogicType(type);
  return canonical === 'process' ? ['process', 'process-steps'] : [canonical];
}
