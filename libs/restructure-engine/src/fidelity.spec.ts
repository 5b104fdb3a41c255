import { describe, expect, it } from '@jest/globals';
import { hostileText } from '@untangle/test-kit';
import { checkFidelity } from './fidelity.js';
import { restructure } from './restructure.js';

const input = 'Second, wait for the build. Step 1: Merge the branch. Finally, post the notes.';

describe('checkFidelity', () => {
  it('accepts the same sentences in another order', () => {
    expect(checkFidelity('A came. B went. C stayed.', 'C stayed. A came.  B went.')).toEqual({
      ok: true,
      missing: [],
      duplicated: [],
      added: [],
    });
  });

  it('accepts replaced step labels, removed ordinals and a re-capitalised first letter', () => {
    expect(
      checkFidelity(input, 'Step 1: Merge the branch. Step 2: Wait for the build. Step 3: Post the notes.')
        .ok,
    ).toBe(true);
  });

  it('accepts numbered and bulleted output and a full stop added to a line without one', () => {
    expect(
      checkFidelity('- Cut the pole\n- Measure the wall', '1. Measure the wall.\n2. Cut the pole.').ok,
    ).toBe(true);
  });

  it('accepts a list renumbered in letters or roman numerals, and no other single letter', () => {
    expect(
      checkFidelity('b) Cut the pole.\na) Measure the wall.', 'a) Measure the wall.\nb) Cut the pole.').ok,
    ).toBe(true);
    expect(
      checkFidelity('(ii) Cut the pole.\n(i) Measure it.', '(i) Measure it.\n(ii) Cut the pole.').ok,
    ).toBe(true);
    expect(checkFidelity('Cut the pole. Measure it.', 'Measure it. Cut the pole. q').ok).toBe(false);
  });

  it('finds a sentence that is only a number beside labels and list markers that repeat it', () => {
    expect(checkFidelity('1.\n\n1. 9:30 am', '1. 9:30 am\n\n1.').ok).toBe(true);
    expect(checkFidelity('1.\n\n1. , the', '1.\n\n1. , the').ok).toBe(true);
    expect(checkFidelity('1.. First, the cat sat.', 'Step 1: The cat sat. 1..').ok).toBe(true);
    expect(checkFidelity('because. 1.', '1. because.').ok).toBe(true);
    expect(checkFidelity('Mix. 1.', 'Mix. Step 1: Bake.').ok).toBe(false);
  });

  it('reports a dropped sentence as missing', () => {
    expect(checkFidelity('A came. B went. C stayed.', 'A came. C stayed.')).toMatchObject({
      ok: false,
      missing: ['B went.'],
    });
  });

  it('reports a repeated sentence as duplicated', () => {
    expect(checkFidelity('A came. B went.', 'A came. B went. A came.')).toMatchObject({
      ok: false,
      duplicated: ['A came.'],
    });
  });

  it('reports an invented sentence as added', () => {
    expect(checkFidelity('A came. B went.', 'A came. Nobody knew why. B went.')).toMatchObject({
      ok: false,
      added: ['Nobody knew why.'],
    });
  });

  it('reports a changed word as missing and added', () => {
    const report = checkFidelity('The river rose. The road closed.', 'The river fell. The road closed.');
    expect(report.ok).toBe(false);
    expect(report.missing).toEqual(['The river rose.']);
    expect(report.added).toEqual(['The river fell.']);
  });

  it('does not accept a changed letter case inside a sentence', () => {
    expect(checkFidelity('Visit Paris in May.', 'Visit paris in May.').ok).toBe(false);
  });

  it('counts identical input sentences separately', () => {
    expect(checkFidelity('Stir. Wait. Stir.', 'Stir. Stir. Wait.').ok).toBe(true);
    expect(checkFidelity('Stir. Wait. Stir.', 'Stir. Wait.').missing).toEqual(['Stir.']);
  });

  it('does not match a short sentence inside a longer one', () => {
    expect(checkFidelity('Stir. Stir the soup.', 'Stir the soup.').missing).toEqual(['Stir.']);
  });

  it('tells apart a sentence from another one that only adds a step word before it', () => {
    const input = 'Finally, it rained. It rained. Finally, it rained. First, it rained.';
    expect(
      checkFidelity(input, 'It rained. First, it rained. Finally, it rained. Finally, it rained.').ok,
    ).toBe(true);
    expect(
      checkFidelity(input, 'Step 1: It rained. Step 2: It rained. Step 3: It rained. Step 4: It rained.').ok,
    ).toBe(true);
    expect(checkFidelity(input, 'It rained. First, it rained. Finally, it rained.').missing).toHaveLength(1);
  });

  it('accepts every hostile 4,000-character text the engine restructures, repeated sentences included', () => {
    for (const shape of ['connectives', 'repeated-sentence', 'reversed-steps'] as const) {
      const text = hostileText(shape);
      for (const logicType of ['auto-detect', 'process', 'argument-flow'] as const) {
        expect({
          shape,
          logicType,
          ...checkFidelity(text, restructure({ text, logicType }).outputText),
        }).toMatchObject({
          ok: true,
        });
      }
    }
  });

  it('accepts a first letter re-capitalised behind leading punctuation, and nothing else changed there', () => {
    expect(checkFidelity(', the cat sat.', 'Step 1: , The cat sat.').ok).toBe(true);
    expect(checkFidelity('"quiet," she said.', 'Step 1: "Quiet," she said.').ok).toBe(true);
    expect(checkFidelity('"quiet," she said.', '«Quiet,» she said.').ok).toBe(false);
    expect(checkFidelity('3.5, the rate.', 'Step 1: 3.5, The rate.').ok).toBe(false);
  });
});
