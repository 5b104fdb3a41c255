/** Definite determiners and possessives: the phrase they open is already known ('the dough', 'its closure'). */
export const DEFINITE_DETERMINERS: ReadonlySet<string> = new Set([
  'the',
  'its',
  'their',
  'his',
  'her',
  'our',
  'your',
  'my',
]);

/** Small counts spelled as words ('three eggs'): the phrase they open is introduced, not yet known. */
export const COUNT_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
] as const;
