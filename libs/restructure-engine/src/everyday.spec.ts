// Everyday first-person narratives, starting with the product's own "Use example" paragraph: the
// order a reader expects under every logic type, and explanations that name the cues actually used.
import { describe, expect, it } from '@jest/globals';
import { analyseCoherence } from './cues/coherence/index.js';
import { detectLogicType } from './detect.js';
import { explain } from './explain.js';
import { buildCauseEffectModel } from './order/causal.js';
import { restructure } from './restructure.js';
import { analyse } from './text/document.js';

/** The paragraph behind the product's "Use example" button, as shipped. */
const EXAMPLE =
  'By the time I reached the office, my shoes were soaked and the meeting had started. I woke up late because my alarm never went off. It began to rain while I waited for the bus. I ran out of the house without an umbrella.';
const READER_ORDER =
  'I woke up late because my alarm never went off. I ran out of the house without an umbrella. It began to rain while I waited for the bus. By the time I reached the office, my shoes were soaked and the meeting had started.';

describe('the product example paragraph', () => {
  it('comes back in the reader’s order under auto-detect, detected as a chronology', () => {
    const result = restructure({ text: EXAMPLE, logicType: 'auto-detect' });
    expect(result.detectedLogicType).toBe('chronological');
    expect(result.order).toEqual([1, 3, 2, 0]);
    expect(result.outputText).toBe(READER_ORDER);
  });

  it('comes back in the reader’s order when chronological is requested', () => {
    const result = restructure({ text: EXAMPLE, logicType: 'chronological' });
    expect(result.outputText).toBe(READER_ORDER);
    expect(result.explanation).not.toContain('already in this order');
  });

  it('comes back in the reader’s order when cause-effect is requested', () => {
    const result = restructure({ text: EXAMPLE, logicType: 'cause-effect' });
    expect(result.outputText).toBe(READER_ORDER);
  });

  it('explains the order with the cues it used: waking starts the day, "By the time" looks back from the end', () => {
    for (const logicType of ['auto-detect', 'chronological', 'cause-effect'] as const) {
      const { explanation } = restructure({ text: EXAMPLE, logicType });
      expect(explanation).toMatch(/“woke up” starts the day/i);
      expect(explanation).toContain('“By the time I reached the office” looks back from the end');
      expect(explanation).toContain('“ran out of the house” (setting off)');
      expect(explanation).not.toMatch(/By the time I reached the…” opens the chain/);
      const sentences = explanation.split(/(?<=[.!?])\s+(?=[A-Z“])/);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(5);
    }
  });

  it('does not call a lone reason clause a connective that places its sentence after an earlier one', () => {
    const { explanation } = restructure({ text: EXAMPLE, logicType: 'cause-effect' });
    expect(explanation).toContain('“Because” ties a cause to its effect inside one sentence.');
    expect(explanation).not.toContain('comes after the event it results from');
  });
});

describe('explanations stay truthful', () => {
  it('never says a "by the time" sentence refers back to nothing, even when an order puts it first', () => {
    const sentences = analyse(EXAMPLE);
    const coherence = analyseCoherence(sentences);
    const { notes } = buildCauseEffectModel(sentences, coherence);
    const explanation = explain({
      requested: 'cause-effect',
      type: 'cause-effect',
      detection: detectLogicType(sentences),
      sentences,
      order: [0, 1, 2, 3],
      notes,
      coherence,
    });
    expect(explanation).toContain('“By the time I reached the…” opens the chain as the root cause.');
    expect(explanation).not.toContain('refers back to nothing');
    expect(explanation).toContain('looks back from a later point');
  });

  it('names only the day stages the output follows', () => {
    const { explanation, outputText } = restructure({
      text: 'She got home at six. Her alarm rang at seven. She caught the early train.',
      logicType: 'chronological',
    });
    expect(outputText).toBe('Her alarm rang at seven. She caught the early train. She got home at six.');
    expect(explanation).toContain(
      '“Her alarm” starts the day, then “caught the early train” (on the way) and “got home” (back home)',
    );
  });
});

describe('everyday first-person narratives', () => {
  it('orders a trip told with "before", "after" and "when" clauses', () => {
    const { outputText } = restructure({
      text: 'When we finally reached the hotel, it was nearly midnight. After two hours on the motorway we stopped for petrol. Before leaving the house, I packed the car.',
      logicType: 'auto-detect',
    });
    expect(outputText).toBe(
      'Before leaving the house, I packed the car. After two hours on the motorway we stopped for petrol. When we finally reached the hotel, it was nearly midnight.',
    );
  });
});
