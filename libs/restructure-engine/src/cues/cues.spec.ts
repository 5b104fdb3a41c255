import { describe, expect, it } from '@jest/globals';
import { toSentence } from '../text/document.js';
import { argumentCues, claimStrength, isQuestion } from './argument.js';
import { causalCues, isMarkedEffect } from './causal.js';
import { analyseCoherence } from './coherence/index.js';
import { isInstruction, sequenceCue } from './sequence.js';
import { analyse } from '../text/document.js';

const s = (text: string) => toSentence(text, 0);

describe('causalCues', () => {
  it('marks sentences that open with an effect connective', () => {
    expect(isMarkedEffect(s('As a result, the river burst its banks.'))).toMatchObject({
      text: 'As a result',
      leading: true,
    });
    expect(isMarkedEffect(s('Consequently, the shop ran out of bread.'))).toMatchObject({ leading: true });
    expect(isMarkedEffect(s('Medics therefore pulled him from the course.'))).toMatchObject({
      text: 'therefore',
      leading: false,
    });
  });

  it('finds a leading cause clause and causal verbs', () => {
    const cues = causalCues(
      s('Because the plant was shut, carmakers could not get chips, which led to delays.'),
    );
    expect(cues.map((c) => c.kind)).toEqual(['cause', 'link']);
  });

  it('finds nothing in a plain statement', () => {
    expect(causalCues(s('The winter was mild.'))).toEqual([]);
  });
});

describe('argumentCues', () => {
  it.each([
    ['Critics argue that customers will suffer.', 'counter'],
    ['Budget cutters insist that everything is online now.', 'counter'],
    ['However, staff can rotate their day off.', 'rebuttal'],
    ['It is true that costs rose, but prices fell.', 'rebuttal'],
    ['They are wrong.', 'rebuttal'],
    ['These fears are simply misguided.', 'rebuttal'],
    ['That is not true of small towns.', 'rebuttal'],
    ['That is true, but water is rarely the limiting cost in farming.', 'rebuttal'],
    ['I agree, and that is exactly why tasks should be capped at two hours.', 'rebuttal'],
    ['In short, a shorter week works.', 'conclusion'],
    ['Conclusion: we should switch suppliers.', 'conclusion'],
    ['A shorter week, then, pays for itself.', 'conclusion'],
    ['The levy, in short, does what it promised.', 'conclusion'],
    ['Studies show that productivity stays level.', 'evidence'],
    ['For example, goals from offside are disallowed.', 'evidence'],
  ])('reads %j as %s', (sentence, role) => {
    expect(argumentCues(s(sentence))[0]?.role).toBe(role);
  });

  it('does not read a judgement on something else as a rebuttal', () => {
    expect(argumentCues(s('Banning cars is wrong.')).map((c) => c.role)).not.toContain('rebuttal');
    expect(argumentCues(s('That is true of every city.')).map((c) => c.role)).not.toContain('rebuttal');
  });

  it('does not read a clause and its sequel as a conclusion', () => {
    expect(argumentCues(s('If the kiln cracks, then the whole batch is lost.'))).toEqual([]);
    expect(argumentCues(s('We waited, then walked home.'))).toEqual([]);
  });

  it('scores modal and evaluative claims above plain statements', () => {
    expect(claimStrength(s('Companies should move to a four-day week.'))).toBeGreaterThan(0);
    expect(claimStrength(s('Public libraries deserve more funding.'))).toBeGreaterThan(0);
    expect(claimStrength(s('The library lent 80,000 books.'))).toBe(0);
  });

  it('recognises a question', () => {
    expect(isQuestion(s('Why should visitors pay nothing?'))).toBe(true);
    expect(isQuestion(s('Visitors pay nothing.'))).toBe(false);
  });
});

describe('sequenceCue and isInstruction', () => {
  it('reads connectives that cannot open a sequence', () => {
    expect(sequenceCue(s('Then stir the grounds.'))).toEqual({ kind: 'after', text: 'Then' });
    expect(sequenceCue(s('Once the burn is covered, take a painkiller.'))).toEqual({
      kind: 'after',
      text: 'Once the burn is covered',
    });
    expect(sequenceCue(s('Before you begin, charge the phone.'))?.kind).toBe('before');
  });

  it('recognises imperative instructions, also after a marker', () => {
    expect(isInstruction(s('Stir the yeast into the water.'))).toBe(true);
    expect(isInstruction(s('Step 4: pick the latest backup.'))).toBe(true);
    expect(isInstruction(s('The yeast was stirred into the water.'))).toBe(false);
  });
});

describe('analyseCoherence', () => {
  it('puts an indefinite first mention before a definite or demonstrative one', () => {
    const sentences = analyse('Cover the joints with a thin layer of filler. Sand the dried filler smooth.');
    const c = analyseCoherence(sentences);
    expect(c.precedence[0 * 2 + 1]).toBeGreaterThan(c.precedence[1 * 2 + 0]!);
    expect(c.precedenceWords.get(1)).toContain('filler');
  });

  it('puts an action before the participle that names its result', () => {
    const sentences = analyse('Cover the kneaded dough with a towel. Knead the dough for ten minutes.');
    const c = analyseCoherence(sentences);
    expect(c.precedence[1 * 2 + 0]).toBeGreaterThan(c.precedence[0 * 2 + 1]!);
  });

  it('marks sentences opening with a pronoun or connective as continuations', () => {
    const c = analyseCoherence(analyse('Wolves returned. They hunted elk. As a result, willows grew.'));
    expect(c.dependent[0]).toBeLessThanOrEqual(0);
    expect(c.dependent[1]).toBeGreaterThan(0);
    expect(c.dependent[2]).toBeGreaterThan(0);
    expect(c.dependentReason[1]).toContain('They');
  });

  it('puts a full name before a short reference to the same person', () => {
    const c = analyseCoherence(analyse('The judge praised Ms Okafor. Maria Okafor signed a lease.'));
    expect(c.precedence[1 * 2 + 0]).toBeGreaterThan(c.precedence[0 * 2 + 1]!);
  });
});

describe('analyseCoherence: people and things', () => {
  it('puts the sentence that names a person before sentences that only say "she"', () => {
    const sentences = analyse('She opened the door. Lena reached the checkout. The barista waved.');
    const c = analyseCoherence(sentences);
    expect(c.precedence[1 * 3 + 0]).toBeGreaterThan(c.precedence[0 * 3 + 1]!);
  });

  it('puts an early object "it" after the sentence that introduced a thing with "a"', () => {
    const sentences = analyse('She opened it on the spot. The barista held up a brown leather wallet.');
    const c = analyseCoherence(sentences);
    expect(c.precedence[1 * 2 + 0]).toBeGreaterThan(c.precedence[0 * 2 + 1]!);
  });
});
