/**
 * How a sentence opens, as the learned ordering model's `opens-*` sentence features see it: the
 * opening-word classes (a contrast, result, addition, sequence, closing, opening, example,
 * concession, cause or time clause; a pronoun, demonstrative, definite or indefinite article) and
 * the one that matches the first one to four lower-case words of a sentence, the longest phrase
 * winning. Cost: one map look-up and at most a few phrase comparisons per sentence.
 */
/** Opening words, matched against the first one to four lower-case words of the sentence body. */
export const OPENERS: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'contrast',
    [
      'however',
      'but',
      'yet',
      'still',
      'nevertheless',
      'nonetheless',
      'instead',
      'on the other hand',
      'even so',
      'in fact',
      'that said',
    ],
  ],
  [
    'result',
    [
      'so',
      'therefore',
      'thus',
      'hence',
      'consequently',
      'as a result',
      'accordingly',
      'as a consequence',
      'in turn',
      'in response',
      'this meant',
      'this led',
      'that meant',
    ],
  ],
  [
    'addition',
    [
      'also',
      'moreover',
      'furthermore',
      'in addition',
      'besides',
      'additionally',
      'similarly',
      'likewise',
      'another',
      'what is more',
    ],
  ],
  [
    'sequence',
    [
      'then',
      'next',
      'after that',
      'afterwards',
      'afterward',
      'later',
      'subsequently',
      'eventually',
      'soon',
      'meanwhile',
      'by then',
      'the next',
      'the following',
      'within',
      'shortly',
    ],
  ],
  [
    'closing',
    [
      'finally',
      'lastly',
      'in conclusion',
      'in short',
      'overall',
      'ultimately',
      'in the end',
      'to sum up',
      'all in all',
      'in sum',
      'in summary',
      'on balance',
      'today',
      'now',
    ],
  ],
  [
    'opening',
    [
      'first',
      'firstly',
      'to begin',
      'to start',
      'initially',
      'at first',
      'originally',
      'in the beginning',
      'once upon',
      'begin',
      'start',
    ],
  ],
  ['example', ['for example', 'for instance', 'to illustrate', 'such as', 'one example']],
  [
    'concession',
    [
      'although',
      'though',
      'admittedly',
      'of course',
      'granted',
      'critics',
      'opponents',
      'some people',
      'some argue',
      'others',
      'sceptics',
      'skeptics',
      'it is true',
    ],
  ],
  ['cause', ['because', 'since', 'as', 'due to', 'owing to', 'thanks to', 'with', 'without', 'faced with']],
  [
    'time-clause',
    ['when', 'once', 'after', 'before', 'while', 'until', 'as soon as', 'by the time', 'during'],
  ],
  ['pronoun', ['he', 'she', 'it', 'they', 'his', 'her', 'its', 'their', 'him', 'them']],
  ['demonstrative', ['this', 'that', 'these', 'those', 'such', 'both', 'there']],
  ['definite', ['the']],
  ['indefinite', ['a', 'an', 'one', 'some', 'many', 'most']],
];

/** Openings that refer back ('reference-back', 'reference-overlap' in pairs.ts). */
export const REFERENCE_OPENERS = new Set(['opens-pronoun', 'opens-demonstrative', 'opens-definite']);
/** Openings that connect to the sentence before ('connective-overlap' in pairs.ts). */
export const CONNECTIVE_OPENERS = new Set([
  'opens-result',
  'opens-contrast',
  'opens-addition',
  'opens-example',
  'opens-sequence',
]);

/** The opener phrases by their first word, longest first: one map look-up per sentence. */
const OPENER_INDEX = (() => {
  const index = new Map<string, Array<{ name: string; words: string[] }>>();
  for (const [name, phrases] of OPENERS)
    for (const phrase of phrases) {
      const words = phrase.split(' ');
      const list = index.get(words[0]!) ?? [];
      list.push({ name, words });
      index.set(words[0]!, list);
    }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
})();

/** The opening-word class a sentence's first lower-case words open with, if any. */
export function openerOf(words: readonly string[]): string | undefined {
  for (const { name, words: phrase } of OPENER_INDEX.get(words[0] ?? '') ?? [])
    if (phrase.every((p, k) => words[k] === p)) return name;
  return undefined;
}
