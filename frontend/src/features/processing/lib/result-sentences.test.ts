import { describe, expect, it } from 'vitest';
import { resultSentences, steeredText } from './result-sentences';

describe('resultSentences', () => {
  it("takes the answer's sentences and order, and reads the input as the engine does", () => {
    const model = resultSentences({
      outputText: '1. Mix.\n2. Bake.',
      detectedLogicType: 'process',
      sentences: ['2. Bake', '1. Mix'],
      order: [1, 0],
      inputText: '2. Bake\n1. Mix',
    });
    expect(model).toMatchObject({
      sentences: ['2. Bake', '1. Mix'],
      base: [1, 0],
      lines: true,
      pinnable: true,
    });
    expect(model.text?.sentences).toEqual(['2. Bake', '1. Mix']);
  });

  it.each([
    ['no sentences', undefined, undefined],
    ['an order that repeats a sentence', ['A.', 'B.'], [0, 0]],
    ['an order of another length', ['A.', 'B.'], [1]],
  ])('falls back to splitting the output, unpinnable, for an answer with %s', (_, sentences, order) => {
    const model = resultSentences({
      outputText: 'It rained. I was late.',
      detectedLogicType: 'chronological',
      sentences: sentences as string[],
      order: order as number[],
    });
    expect(model).toMatchObject({ sentences: ['It rained.', 'I was late.'], base: [0, 1], pinnable: false });
  });
});

describe('steeredText', () => {
  it('formats the order on screen exactly as the engine does: the list renumbered, one item per line', () => {
    const model = resultSentences({
      outputText: '1. Mix\n2. Bake\n3. Serve',
      detectedLogicType: 'process',
      sentences: ['2. Bake', '1. Mix', '3. Serve'],
      order: [1, 0, 2],
      inputText: '2. Bake\n1. Mix\n3. Serve',
    });
    expect(steeredText(model, [2, 1, 0], 'process')).toBe('1. Serve\n2. Mix\n3. Bake');
  });

  it('keeps paragraphs of the input in the steered text', () => {
    const inputText = 'It rained. The river rose.\n\nRoads closed. Schools shut.';
    const model = resultSentences({
      outputText: 'It rained. The river rose.\n\nRoads closed. Schools shut.',
      detectedLogicType: 'cause-effect',
      sentences: ['It rained.', 'The river rose.', 'Roads closed.', 'Schools shut.'],
      order: [0, 1, 2, 3],
      inputText,
    });
    expect(steeredText(model, [1, 0, 3, 2], 'cause-effect')).toBe(
      'The river rose. It rained.\n\nSchools shut. Roads closed.',
    );
  });

  it('formats a result without its input from the sentences, with new step labels', () => {
    const model = { sentences: ['2. Bake', '1. Mix', '3. Serve'], lines: true };
    expect(steeredText(model, [2, 1, 0], 'process')).toBe('Step 1: Serve.\nStep 2: Mix.\nStep 3: Bake.');
    expect(steeredText({ ...model, lines: false }, [1, 0, 2], 'chronological')).toBe('Mix. Bake. Serve.');
  });
});
