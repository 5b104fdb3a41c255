import { describe, expect, it } from '@jest/globals';
import { LIMITS } from '@untangle/contracts';
import { EmptyInputError, InputTooLongError, RestructureInputError } from './errors.js';
import { formatOrder, formattable } from './format-order.js';
import { InvalidPinsError } from './pins.js';
import { checkFidelity } from './fidelity.js';
import { restructure } from './restructure.js';

const timeline =
  'In 1964 the bridge was widened. In 1872 farmers built a timber bridge. A flood in November 1907 swept it away. In 1911 a steel bridge opened.';

describe('restructure', () => {
  it('returns the reordered text, the type, an explanation and the order', () => {
    const result = restructure({ text: timeline, logicType: 'auto-detect' });
    expect(result.detectedLogicType).toBe('chronological');
    expect(result.order).toEqual([1, 2, 3, 0]);
    expect(result.outputText).toBe(
      'In 1872 farmers built a timber bridge. A flood in November 1907 swept it away. In 1911 a steel bridge opened. In 1964 the bridge was widened.',
    );
    expect(checkFidelity(timeline, result.outputText).ok).toBe(true);
  });

  it.each(['1.\nFirst,, the', '1.. First,However,, the', '1.. First, the cat sat.', '1.\n\n1. 9:30 am'])(
    'keeps a process text with bare markers faithful: %j',
    (text) => {
      for (const logicType of ['process', 'auto-detect', 'cause-effect'] as const) {
        expect(checkFidelity(text, restructure({ text, logicType }).outputText)).toMatchObject({ ok: true });
      }
    },
  );

  it('relabels no step when a sentence is a bare marker, so labels never collide with it', () => {
    expect(restructure({ text: '1.\nFirst,, the', logicType: 'process' }).outputText).not.toContain('Step');
  });

  it('returns the sentences that the order indexes, as written (list markers kept)', () => {
    expect(restructure({ text: '- Wait.\n- Unplug the router.' }).sentences).toEqual([
      '- Wait.',
      '- Unplug the router.',
    ]);
    const result = restructure({ text: 'Step 2: Wait. Step 1: Unplug the router.', logicType: 'process' });
    expect(result.order.map((index) => result.sentences[index])).toEqual([
      'Step 1: Unplug the router.',
      'Step 2: Wait.',
    ]);
  });

  it('orders a story told with "First", "Then" and "After that", typed in lower case or not', () => {
    expect(
      restructure({ text: 'Then we drove home. After that we cooked dinner. First we went to the store.' })
        .outputText,
    ).toBe('First we went to the store. Then we drove home. After that we cooked dinner.');
    expect(
      restructure({ text: 'then we drove home. after that we cooked dinner. first we went to the store.' })
        .outputText,
    ).toBe('first we went to the store. then we drove home. after that we cooked dinner.');
  });

  it('puts a rebuttal that answers the counter-argument ("They are wrong.") right after it', () => {
    const text =
      'They are wrong. Therefore, schools should keep homework. Some people claim that homework is useless. Studies show that homework improves test scores.';
    const { outputText } = restructure({ text, logicType: 'argument-flow' });
    expect(outputText).toContain('Some people claim that homework is useless. They are wrong.');
    expect(outputText.startsWith('They are wrong.')).toBe(false);
  });

  it("says an argument's claim comes first and its conclusion last only where the order puts them", () => {
    const text =
      'In conclusion, cities should build more bike lanes. For example, Copenhagen cut car trips by a third. Critics claim that lanes slow traffic. However, studies show traffic flows as before. Bike lanes make streets safer.';
    const own = restructure({ text, logicType: 'argument-flow' });
    expect(own.order[0]).toBe(4);
    expect(own.explanation).toContain('The claim “Bike lanes make streets safer” comes first');
    expect(own.explanation).toContain('The conclusion (“In conclusion”) comes last');
    const pinned = restructure({
      text,
      logicType: 'argument-flow',
      pins: [
        { sentence: 1, position: 0 },
        { sentence: 0, position: 2 },
      ],
    });
    expect(pinned.order[0]).toBe(1);
    expect(pinned.explanation).toContain('“Bike lanes make streets safer” reads as the claim');
    expect(pinned.explanation).toContain('The conclusion (“In conclusion”) sums up the case.');
    expect(pinned.explanation).not.toMatch(/comes first|comes last/);
  });

  it('orders a week told from now: last week, this week, next week', () => {
    const text = 'Next week the new boiler arrives. Last week the boiler broke. This week a plumber came.';
    expect(restructure({ text }).outputText).toBe(
      'Last week the boiler broke. This week a plumber came. Next week the new boiler arrives.',
    );
  });

  it('explains that a single sentence has nothing to reorder', () => {
    const result = restructure({ text: 'The mill closed in 1990.', logicType: 'process' });
    expect(result.outputText).toBe('Step 1: The mill closed in 1990.');
    expect(result.explanation).toBe(
      'The text is a single sentence, so there was nothing to reorder. Add the sentences around it to have them ordered as Process/How-To.',
    );
  });

  it('names the dates it used in the explanation, in two to five sentences', () => {
    const { explanation } = restructure({ text: timeline });
    expect(explanation).toContain('1872');
    expect(explanation).toContain('November 1907');
    const sentences = explanation.split(/(?<=[.!?])\s+(?=[A-Z“])/);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(5);
  });

  it('names the step markers and the argument markers it used', () => {
    expect(restructure({ text: 'Step 2: Wait. Step 1: Unplug the router.' }).explanation).toContain(
      '“Step 2”',
    );
    const argument = restructure({
      text: 'However, staff can rotate. In short, it works. Companies should try it. Critics argue that customers suffer.',
    });
    expect(argument.detectedLogicType).toBe('argument-flow');
    expect(argument.explanation).toContain('“Critics argue”');
    expect(argument.explanation).toContain('“In short”');
  });

  it('says "Before you start" gets ready before the steps, and "Then" follows an earlier one', () => {
    const { outputText, explanation } = restructure({
      text: 'First, grip the tick close to the skin. Then pull upwards with steady pressure. Before you start, wash your hands and find fine-tipped tweezers.',
    });
    expect(outputText.startsWith('Step 1: Before you start, wash your hands')).toBe(true);
    expect(explanation).toContain('“Before you start” marks getting ready, which comes before the steps.');
    expect(explanation).toContain('“Then” marks a step that must follow an earlier one');
    expect(explanation).not.toContain('“Before you start” marks a step that must follow');
  });

  it('claims no place for a step that a pin moved: not first, not after an earlier one, not in place', () => {
    const text =
      'First, grip the tick close to the skin. Then pull upwards with steady pressure. Before you start, wash your hands and find fine-tipped tweezers.';
    const { order, explanation } = restructure({ text, pins: [{ sentence: 1, position: 0 }] });
    expect(order).toEqual([1, 2, 0]);
    expect(explanation).toContain('The step markers “First” were numbered afresh in the order given back.');
    expect(explanation).not.toMatch(/fixed|comes before the steps|must follow an earlier one/);
  });

  it('says a word picks up the sentence before when only its inflection differs (rate / rates)', () => {
    const { explanation } = restructure({
      text: 'Because most mortgages are on variable rates, repayments jumped. A central bank raised its interest rate.',
      logicType: 'cause-effect',
    });
    expect(explanation).toContain('“rates” picks up what that sentence reported');
    expect(explanation).not.toContain('“rates” sums up');
  });

  it('uses the requested type even when the cues suggest another', () => {
    const result = restructure({ text: timeline, logicType: 'process' });
    expect(result.detectedLogicType).toBe('process');
    expect(result.outputText).toMatch(/^Step 1: .+ Step 2: .+ Step 3: .+ Step 4: /);
    expect(result.explanation).toContain('as requested');
  });

  it('returns the input’s sentences in input order, and output that is those sentences in `order`', () => {
    const result = restructure({ text: timeline });
    expect(result.sentences).toEqual([
      'In 1964 the bridge was widened.',
      'In 1872 farmers built a timber bridge.',
      'A flood in November 1907 swept it away.',
      'In 1911 a steel bridge opened.',
    ]);
    expect(result.outputText).toBe(formatOrder(formattable(timeline), result.order, 'chronological'));
  });

  it('keeps pinned sentences in place and orders the rest as before around them', () => {
    // Unpinned: [1, 2, 3, 0] (1872, 1907, 1911, 1964). Pin 1964 first.
    const result = restructure({ text: timeline, pins: [{ sentence: 0, position: 0 }] });
    expect(result.order).toEqual([0, 1, 2, 3]);
    expect(result.outputText.startsWith('In 1964 the bridge was widened. In 1872')).toBe(true);
    expect(result.explanation).toContain('One sentence stays where you pinned it');
    expect(checkFidelity(timeline, result.outputText).ok).toBe(true);
  });

  it('numbers the steps by the pinned order', () => {
    const text = 'Step 1: Unplug the router. Step 2: Wait thirty seconds. Step 3: Plug it back in.';
    const result = restructure({ text, logicType: 'process', pins: [{ sentence: 2, position: 0 }] });
    expect(result.outputText).toBe(
      'Step 1: Plug it back in. Step 2: Unplug the router. Step 3: Wait thirty seconds.',
    );
  });

  it('refuses pins outside the text with an input error that says why', () => {
    expect(() => restructure({ text: timeline, pins: [{ sentence: 4, position: 0 }] })).toThrow(
      new InvalidPinsError('A pin names sentence 4, but the text has 4 sentences (0 to 3).'),
    );
  });

  it("keeps one item per line, in the member's own numbering style, when the input had one per line", () => {
    const result = restructure({
      text: '3. Bake for 20 minutes\n1. Preheat the oven\n2. Mix the flour and eggs',
      logicType: 'process',
    });
    expect(result.outputText).toBe('1. Preheat the oven\n2. Mix the flour and eggs\n3. Bake for 20 minutes');
  });

  it('is deterministic', () => {
    const text = 'Pour the batter. Whisk the eggs. Heat the pan. Serve at once.';
    const first = restructure({ text });
    for (let k = 0; k < 5; k++) expect(restructure({ text })).toEqual(first);
  });

  it('handles a single sentence', () => {
    expect(restructure({ text: 'Only one sentence here.' })).toMatchObject({
      outputText: 'Only one sentence here.',
      order: [0],
    });
  });

  it('refuses empty and whitespace-only text with a typed error', () => {
    expect(() => restructure({ text: '   \n ' })).toThrow(EmptyInputError);
    expect(() => restructure({ text: '' })).toThrow(RestructureInputError);
  });

  it('refuses text over the character limit, counting characters as the user sees them', () => {
    const tooLong = 'a'.repeat(LIMITS.maxInputChars + 1);
    expect(() => restructure({ text: tooLong })).toThrow(InputTooLongError);
    expect(() => restructure({ text: `${'😀'.repeat(LIMITS.maxInputChars - 4)} ok.` })).not.toThrow();
    try {
      restructure({ text: tooLong });
    } catch (error) {
      expect((error as InputTooLongError).code).toBe('INPUT_TOO_LONG');
      expect((error as Error).message).toContain(String(LIMITS.maxInputChars));
    }
  });

  describe('keeps the structure of pasted text', () => {
    it('gives a timeline pasted one event per line back one per line, in order', () => {
      const text =
        'In 1911 a steel bridge opened.\nIn 1872 farmers built a timber bridge.\nIn 1964 the bridge was widened.';
      const result = restructure({ text, logicType: 'chronological' });
      expect(result.outputText).toBe(
        'In 1872 farmers built a timber bridge.\nIn 1911 a steel bridge opened.\nIn 1964 the bridge was widened.',
      );
      expect(checkFidelity(text, result.outputText).ok).toBe(true);
    });

    it('renumbers a numbered list in the new order', () => {
      const text =
        '1. In 1964 the bridge was widened.\n2. In 1872 farmers built a timber bridge.\n3. In 1911 a steel bridge opened.';
      const result = restructure({ text, logicType: 'chronological' });
      expect(result.outputText).toBe(
        '1. In 1872 farmers built a timber bridge.\n2. In 1911 a steel bridge opened.\n3. In 1964 the bridge was widened.',
      );
      expect(checkFidelity(text, result.outputText).ok).toBe(true);
    });

    it('renumbers a list numbered in keycap emoji in keycaps', () => {
      const text =
        '2️⃣ In 1911 a steel bridge opened.\n1️⃣ In 1872 farmers built a timber bridge.\n3️⃣ In 1964 the bridge was widened.';
      const result = restructure({ text, logicType: 'chronological' });
      expect(result.outputText).toBe(
        '1️⃣ In 1872 farmers built a timber bridge.\n2️⃣ In 1911 a steel bridge opened.\n3️⃣ In 1964 the bridge was widened.',
      );
      expect(checkFidelity(text, result.outputText).ok).toBe(true);
    });

    it('keeps a note with the step it comments on, and a tip over a list above it', () => {
      const text =
        'Bake for 20 minutes. Note: ovens vary, so check after 15 minutes. Preheat the oven. Mix the flour and sugar.';
      const { outputText, sentences } = restructure({ text, logicType: 'process' });
      expect(sentences).toHaveLength(3);
      expect(outputText).toContain('Bake for 20 minutes. Note: ovens vary, so check after 15 minutes.');
      const tip = 'Tip: use a sharp knife.\n1. Fry the onions.\n2. Slice the onions.';
      expect(
        restructure({ text: tip, logicType: 'process', pins: [{ sentence: 2, position: 1 }] }).outputText,
      ).toBe('Tip: use a sharp knife.\n1. Slice the onions.\n2. Fry the onions.');
    });

    it('moves an answer with its question', () => {
      const text =
        'Q: What if the light stays red?\nA: Call support.\nQ: How do I reset the router?\nA: Hold the button for ten seconds.';
      const result = restructure({ text, logicType: 'process', pins: [{ sentence: 1, position: 0 }] });
      expect(result.outputText).toBe(
        'Q: How do I reset the router?\nA: Hold the button for ten seconds.\nQ: What if the light stays red?\nA: Call support.',
      );
      expect(checkFidelity(text, result.outputText).ok).toBe(true);
    });

    it('moves a list item with every sentence it holds, and renumbers the items', () => {
      const text =
        '1. In 1964 the bridge was widened. Traffic doubled.\n2. In 1872 farmers built a timber bridge.\n3. In 1911 a steel bridge opened. It cost £4,000.';
      const result = restructure({ text, logicType: 'chronological' });
      expect(result.sentences).toHaveLength(3);
      expect(result.outputText).toBe(
        '1. In 1872 farmers built a timber bridge.\n2. In 1911 a steel bridge opened. It cost £4,000.\n3. In 1964 the bridge was widened. Traffic doubled.',
      );
      expect(checkFidelity(text, result.outputText).ok).toBe(true);
    });

    it('keeps a nested list under its item as steps are relabelled, sub-items as written', () => {
      const text =
        '- Step 3: Clean the brushes\n  - with warm soapy water\n- Step 1: Buy the paint\n- Step 2: Paint the walls\n  - use a roller\n  - use a brush at the edges';
      const result = restructure({ text, logicType: 'process' });
      expect(result.outputText).toBe(
        'Step 1: Buy the paint\nStep 2: Paint the walls\n  - use a roller\n  - use a brush at the edges\nStep 3: Clean the brushes\n  - with warm soapy water',
      );
      expect(result.explanation).not.toContain('soapy');
      expect(checkFidelity(text, result.outputText).ok).toBe(true);
      const pinned = restructure({ text, logicType: 'process', pins: [{ sentence: 0, position: 0 }] });
      expect(pinned.outputText.split('\n').slice(0, 2)).toEqual([
        'Step 1: Clean the brushes',
        '  - with warm soapy water',
      ]);
    });

    it('keeps a heading line first and orders the list under it, in its own lettering', () => {
      const text =
        'Timeline of the bridge:\na) In 1964 the bridge was widened.\nb) In 1872 farmers built a timber bridge.\nc) In 1911 a steel bridge opened.';
      const result = restructure({ text, logicType: 'chronological' });
      expect(result.order).toEqual([0, 2, 3, 1]);
      expect(result.outputText).toBe(
        'Timeline of the bridge:\na) In 1872 farmers built a timber bridge.\nb) In 1911 a steel bridge opened.\nc) In 1964 the bridge was widened.',
      );
      expect(checkFidelity(text, result.outputText).ok).toBe(true);
    });

    it('keeps a pasted title first, without a full stop, above the text it heads', () => {
      const text =
        'The story of the bridge\n\nIn 1964 the bridge was widened. In 1872 farmers built a timber bridge. In 1911 a steel bridge opened.';
      const result = restructure({ text, logicType: 'auto-detect' });
      expect(result.outputText).toBe(
        'The story of the bridge\n\nIn 1872 farmers built a timber bridge. In 1911 a steel bridge opened. In 1964 the bridge was widened.',
      );
      expect(checkFidelity(text, result.outputText).ok).toBe(true);
    });

    it('orders steps a chat app numbered in bold by their numbers, labelling them afresh', () => {
      const text =
        '**Step 2:** Wait for the light.\n**Step 1:** Unplug the router.\n**Step 3:** Plug it back in.';
      const result = restructure({ text, logicType: 'auto-detect' });
      expect(result.detectedLogicType).toBe('process');
      expect(result.outputText).toBe(
        'Step 1: Unplug the router.\nStep 2: Wait for the light.\nStep 3: Plug it back in.',
      );
    });

    it("keeps a letter's greeting first and its sign-off last, as written, and orders what lies between", () => {
      const text =
        'Dear team,\n\nCleaners will come on Saturday. The office will close at 5 pm on Friday.\n\nThanks,\nAnna';
      const result = restructure({ text, logicType: 'chronological' });
      expect(result.outputText).toBe(
        'Dear team,\n\nThe office will close at 5 pm on Friday. Cleaners will come on Saturday.\n\nThanks,\nAnna',
      );
      expect(checkFidelity(text, result.outputText).ok).toBe(true);
    });

    it('orders the list of an e-mail under its lead-in, the greeting, the lines around it and the sign-off in place', () => {
      const text =
        'Hi team,\n\nHere is the plan:\n- Wednesday: paint the hall.\n- Monday: buy the paint.\n- Tuesday: move the furniture.\n\nLet me know if that works.\n\nThanks,\nAnna';
      const result = restructure({ text, logicType: 'auto-detect' });
      expect(result.outputText).toBe(
        'Hi team,\n\nHere is the plan:\n- Monday: buy the paint.\n- Tuesday: move the furniture.\n- Wednesday: paint the hall.\n\nLet me know if that works.\n\nThanks,\nAnna',
      );
      expect(result.explanation).toContain(
        'The list under “Here is the plan” stays below the lines that introduce it, and its items are ordered within it.',
      );
      expect(checkFidelity(text, result.outputText).ok).toBe(true);
    });

    it('reads lines all in bold as section headings, and names the sections without the asterisks', () => {
      const text =
        '**Background**\nThe mill closed in 1990. It had opened in 1850.\n\n**Origins**\nA fire broke out in 1870. In 1850 the mill opened.';
      const result = restructure({ text, logicType: 'chronological' });
      expect(result.outputText).toBe(
        '**Background**\nIt had opened in 1850. The mill closed in 1990.\n\n**Origins**\nIn 1850 the mill opened. A fire broke out in 1870.',
      );
      expect(result.explanation).toContain('The sections “Background” and “Origins” keep their place');
    });

    it('keeps a lead-in at the end of the opening line, over the list it introduces', () => {
      const text =
        'We have a busy week ahead. Here is the plan:\n1. Wednesday: paint the hall.\n2. Monday: buy the paint.\n3. Tuesday: move the furniture.';
      const result = restructure({ text, logicType: 'chronological' });
      expect(result.outputText).toBe(
        'We have a busy week ahead. Here is the plan:\n1. Monday: buy the paint.\n2. Tuesday: move the furniture.\n3. Wednesday: paint the hall.',
      );
      expect(checkFidelity(text, result.outputText).ok).toBe(true);
    });

    it('orders a recipe within its sections, the sections and their headings where they stand', () => {
      const text =
        'Ingredients:\n- 2 eggs\n- 100 g flour\n\nMethod:\n1. Whisk the eggs.\n3. Fry the batter.\n2. Add the flour.';
      const result = restructure({ text, logicType: 'process' });
      expect(result.outputText).toMatch(
        /^Ingredients:\n- (2 eggs|100 g flour)\n- (2 eggs|100 g flour)\n\nMethod:\n1\. Whisk the eggs\.\n2\. Add the flour\.\n3\. Fry the batter\.$/,
      );
      expect(result.explanation).toContain(
        'The sections “Ingredients” and “Method” keep their place and their sentences; each is ordered within itself.',
      );
      expect(checkFidelity(text, result.outputText).ok).toBe(true);
    });

    it('lets a member pin another sentence at the top over a heading line', () => {
      const text = 'Timeline:\nIn 1964 the bridge was widened.\nIn 1872 farmers built a timber bridge.';
      const result = restructure({ text, logicType: 'chronological', pins: [{ sentence: 1, position: 0 }] });
      expect(result.order[0]).toBe(1);
    });

    it('gives process steps pasted one per line back one per line, with step labels', () => {
      const text = 'Plug the router back in.\nUnplug the router.\nWait thirty seconds.';
      const { outputText } = restructure({ text, logicType: 'process' });
      expect(outputText.split('\n')).toHaveLength(3);
      expect(outputText.split('\n').every((line, k) => line.startsWith(`Step ${k + 1}: `))).toBe(true);
      expect(checkFidelity(text, outputText).ok).toBe(true);
    });

    it('keeps paragraph breaks, as many sentences per paragraph as before', () => {
      const text =
        'In 1964 the bridge was widened. In 1872 farmers built a timber bridge.\n\nIn 1911 a steel bridge opened.';
      const result = restructure({ text, logicType: 'chronological' });
      expect(result.outputText).toBe(
        'In 1872 farmers built a timber bridge. In 1911 a steel bridge opened.\n\nIn 1964 the bridge was widened.',
      );
      expect(checkFidelity(text, result.outputText).ok).toBe(true);
    });
  });

  it('anchors "within ten years" to the date before it', () => {
    const text =
      'In 1903 a storm wrecked the pier. Within ten years the town had doubled in size. In 1847 the railway reached the town.';
    const own = restructure({ text, logicType: 'chronological' });
    expect(own.order).toEqual([2, 1, 0]);
    expect(own.explanation).toContain(
      '“Within ten years” counts from the sentence dated “In 1847”, so its sentence is placed after that one.',
    );
    // A member who pins it first is not told it stands after its anchor.
    const pinned = restructure({ text, logicType: 'chronological', pins: [{ sentence: 1, position: 0 }] });
    expect(pinned.order[0]).toBe(1);
    expect(pinned.explanation).not.toContain('Within ten years');
  });

  describe('on the hard cases of text nobody tuned for', () => {
    /** The gold sentences in the order `shuffle` gives; the engine's order mapped back to gold places. */
    const run = (gold: readonly string[], shuffle: readonly number[]) => {
      const result = restructure({ text: shuffle.map((k) => gold[k]).join(' '), logicType: 'auto-detect' });
      return { type: result.detectedLogicType, order: result.order.map((k) => shuffle[k]) };
    };

    it('follows an explicit causal chain ("Because …", "As a result …", "When … so …")', () => {
      const chain = [
        "Because fuel makes up a third of an airline's costs, a rise in oil prices hits it hard.",
        'As a result, ticket prices climbed sharply that spring.',
        'When travellers refused to pay the new fares, bookings fell, so the airline cut routes.',
        'The cuts left several regional airports with almost no flights.',
        'Consequently, the airports laid off staff and asked the government for help.',
      ];
      expect(run(chain, [3, 0, 4, 2, 1])).toEqual({ type: 'cause-effect', order: [0, 1, 2, 3, 4] });
    });

    it('opens an argument with the question it answers and closes it with its conclusion', () => {
      const argument = [
        'Should every town keep its public library open on Sundays?',
        'Yes: Sunday is the one day many working families are free to use it.',
        'Surveys in three counties found that Sunday visits were twice the weekday average.',
        'Critics say the extra staff hours cost too much for a small council.',
        'Yet the hours cost less than a single repaved road, and the libraries serve far more people.',
        'Councils should therefore fund Sunday opening before any new road project.',
      ];
      const { type, order } = run(argument, [3, 5, 1, 0, 4, 2]);
      expect(type).toBe('argument-flow');
      expect(order[0]).toBe(0);
      expect(order.at(-1)).toBe(5);
      // The critics' objection comes before the answer to it.
      expect(order.indexOf(3)).toBeLessThan(order.indexOf(4));
    });
  });

  it('never splits a sentence at an abbreviation, a decimal, a time, a URL or an e-mail address', () => {
    const text =
      'Dr. Lee moved to the U.S. in Jan. 1990 to earn 3.5 times more. She wrote to jo.doe@example.com at 10.30 a.m. on the day. The notes are at https://example.com/a.b?x=1 for e.g. students.';
    const result = restructure({ text, logicType: 'chronological' });
    expect(result.order).toHaveLength(3);
    expect(checkFidelity(text, result.outputText).ok).toBe(true);
  });
});
