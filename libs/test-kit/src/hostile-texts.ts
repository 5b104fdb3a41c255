/**
 * Texts shaped to hurt a text engine, up to the product's 4,000-character limit: the inputs of the
 * engine's worst-case benchmark and of the property test that every text finishes under the hard
 * deadline. Deterministic: the same shape and length always give the same text.
 */

export const HOSTILE_SHAPES = [
  'comma-list',
  'endless-sentence',
  'tiny-sentences',
  'nested-brackets',
  'connectives',
  'dates-and-times',
  'reversed-steps',
  'blank-lines',
  'unicode',
  'repeated-sentence',
  'abbreviations',
  'long-words',
  'dense-vocabulary',
  'lowercase-writer',
  'unpunctuated-lines',
  'markdown-letter',
  'many-sections',
  'nested-lists',
  'relative-times',
] as const;

export type HostileShape = (typeof HOSTILE_SHAPES)[number];

const CONNECTIVES = [
  'However,',
  'Therefore,',
  'Because of this,',
  'As a result,',
  'First,',
  'Then,',
  'Finally,',
  'In conclusion,',
  'For example,',
  'Meanwhile,',
  'Consequently,',
  'Critics argue that',
  'Within ten years,',
  'After that,',
];

/**
 * Common words that texts put in order ('born' before 'died', 'harvest' after 'seed'): sentences of
 * twelve of them make every pair of sentences compare many pairs of known words.
 */
const COMMON_WORDS = (
  'storm river bridge council water school market farmer village doctor engine train letter garden ' +
  'kitchen oven flour bread harvest winter summer price money worker factory road city museum ' +
  'teacher student election vote court judge police fire plant seed soil machine report meeting ' +
  'plan budget crowd family child mother father house window door born died opened'
).split(' ');

/** What each shape repeats until the text is full: an opening, then a unit per step. */
const RECIPES: Record<HostileShape, { opening: string; unit: (i: number) => string; closing: string }> = {
  'comma-list': { opening: 'We should ban cars. Cars', unit: () => ', the', closing: '.' },
  'endless-sentence': {
    opening: 'The team met',
    unit: (i) => ` and then the ${['plan', 'budget', 'crowd', 'storm'][i % 4]} changed`,
    closing: '.',
  },
  'tiny-sentences': { opening: '', unit: (i) => `${['Go', 'Stop', 'Wait', 'Run'][i % 4]}. `, closing: '' },
  'nested-brackets': {
    opening: 'He said ',
    unit: (i) => ['(that ', '"she wrote [', "'it ", '{was} ', '«fine» '][i % 5]!,
    closing: ')"].',
  },
  connectives: {
    opening: '',
    unit: (i) =>
      `${CONNECTIVES[i % CONNECTIVES.length]} ${CONNECTIVES[(i * 7 + 3) % CONNECTIVES.length]} it rained. `,
    closing: '',
  },
  'dates-and-times': {
    opening: '',
    unit: (i) =>
      `On ${(i % 28) + 1} March ${1800 + ((i * 37) % 220)} at ${(i % 12) + 1}:${String((i * 7) % 60).padStart(2, '0')} pm, ` +
      `two days later and in ${1900 + (i % 99)}, it happened. `,
    closing: '',
  },
  'reversed-steps': {
    opening: '',
    unit: (i) => `Step ${400 - i}: ${i % 2 ? 'Finally,' : 'First,'} do part ${i}. `,
    closing: '',
  },
  'blank-lines': {
    opening: 'Start here.',
    unit: (i) => (i % 3 ? '\n\n   \n' : `\nLine ${i} ends`),
    closing: '.',
  },
  unicode: {
    opening: '',
    unit: (i) =>
      [
        'Café ☕ opened. ',
        'Das Öl floß. ',
        '東京で会った。',
        'مرحبا بالعالم. ',
        '𝒜𝓁𝓅𝒽𝒶 rose. ',
        'e\u0301\u0301 👩‍👩‍👧 ok. ',
      ][i % 6]!,
    closing: '',
  },
  'repeated-sentence': { opening: '', unit: () => 'The river rose and the bridge closed. ', closing: '' },
  abbreviations: {
    opening: '',
    unit: (i) =>
      `Dr. Lee met Mr. Ng at 9.30 a.m. on Jan. ${(i % 28) + 1} in the U.S., e.g. at https://x.io/a.b?c=${i}. `,
    closing: '',
  },
  'long-words': { opening: '', unit: (i) => `${'abcdefghij'.repeat(20 + (i % 5))} `, closing: '.' },
  'dense-vocabulary': {
    opening: '',
    unit: (i) => {
      const words = Array.from(
        { length: 12 },
        (_, k) => COMMON_WORDS[(7 * i + 4 * k) % COMMON_WORDS.length]!,
      );
      return `${words[0]!.charAt(0).toUpperCase()}${words.join(' ').slice(1)}. `;
    },
    closing: '',
  },
  // Every full stop weighed as a lower-case writer's boundary, abbreviations among them.
  'lowercase-writer': {
    opening: '',
    unit: (i) =>
      `${['then we', 'after that i', 'first we', 'later they'][i % 4]} met dr. lee at 9 a.m. e.g. ${i}. `,
    closing: '',
  },
  // Short lines without punctuation: every line break weighed as a sentence's end.
  'unpunctuated-lines': {
    opening: '',
    unit: (i) => `${['then we', 'and', 'first we', 'the'][i % 4]} went ${i}\n`,
    closing: '',
  },
  // A heading over every item or two: as many sections as the limit allows.
  'many-sections': {
    opening: '',
    unit: (i) => (i % 3 === 0 ? `Part ${i}:\n` : `- Item ${i} went first.\n`),
    closing: '',
  },
  // Dates each followed by a time counted from an unnamed one ('Two years later'): every relative
  // time may count from every date, the solver's anchor terms at their largest.
  'relative-times': {
    opening: '',
    unit: (i) =>
      i % 2 === 0
        ? `In ${1700 + i} the old ${COMMON_WORDS[i % COMMON_WORDS.length]} opened to all. `
        : `Two years later the new ${COMMON_WORDS[i % COMMON_WORDS.length]} closed again. `,
    closing: '',
  },
  // Items each holding sentences and sub-items nested three deep: every line weighed for its item.
  'nested-lists': {
    opening: '',
    unit: (i) =>
      i % 4 === 0
        ? `- Step ${i}: part ${i}. It went well.\n`
        : `${'  '.repeat(i % 4)}- sub ${i}. Then more ${i}.\n`,
    closing: '',
  },
  // Emphasis around markers that never closes, between a letter's greeting and its sign-off.
  'markdown-letter': {
    opening: 'Dear team,\n',
    unit: (i) => `**Step ${i}:** ${'__'.repeat(i % 7)}do **part ${i}. `,
    closing: '\nThanks,\nAnna',
  },
};

/** A text of the given shape, at most `maxChars` code points long (the product's limit by default). */
export function hostileText(shape: HostileShape, maxChars = 4000): string {
  const recipe = RECIPES[shape];
  let body = recipe.opening;
  for (let i = 0; ; i++) {
    const next = body + recipe.unit(i);
    if (codePoints(next) + codePoints(recipe.closing) > maxChars) break;
    body = next;
  }
  return (body + recipe.closing).trim();
}

/** Fragments a generated hostile text is assembled from (for property tests). */
export const HOSTILE_FRAGMENTS = [
  ', the',
  '. ',
  ' ',
  '\n',
  '\n\n',
  'Step 3:',
  'Step 1:',
  '1.',
  'First,',
  'Finally,',
  '(',
  ')',
  '"',
  '[',
  '«',
  'because',
  'As a result,',
  'However,',
  'In 1847',
  'Within ten years',
  '9:30 am',
  'Jan. 5, 1901',
  'Dr.',
  'e.g.',
  'U.S.',
  '3.5',
  'https://x.io/a.b',
  'ann@example.com',
  '🙂',
  '東京',
  'e\u0301',
  'word',
  'Cars',
  'and',
  '?',
  '!',
  '…',
  '-',
  '—',
  '\n- ',
  '\n  - ',
] as const;

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
