import { describe, expect, it } from '@jest/globals';
import type OpenAI from 'openai';
import { MalformedAnswerError } from './engine.js';
import { MAX_ANSWER_CHARS, readAnswer } from './openai-answer.js';
import { MAX_CUE_CHARS, MAX_CUES } from './openai-prompt.js';

const completion = (message: Record<string, unknown>, finishReason = 'stop') =>
  ({
    choices: [
      { index: 0, message: { role: 'assistant', refusal: null, ...message }, finish_reason: finishReason },
    ],
  }) as unknown as OpenAI.Chat.Completions.ChatCompletion;
const valid = { detectedLogicType: 'process', cues: ['Step 2'], order: [2, 1], explanation: ' Because. ' };
const content = (answer: unknown) => completion({ content: JSON.stringify(answer) });

describe(readAnswer.name, () => {
  it('reads the JSON answer, trimming the explanation', () => {
    expect(readAnswer(content(valid))).toEqual({ ...valid, explanation: 'Because.' });
  });

  it.each([
    ['a ```json fence', (json: string) => `\`\`\`json\n${json}\n\`\`\``],
    ['a sentence before and after', (json: string) => `Here you are: ${json} Hope this helps.`],
  ])('finds the object inside %s', (_, wrap) => {
    expect(readAnswer(completion({ content: wrap(JSON.stringify(valid)) })).order).toEqual([2, 1]);
  });

  it('keeps only string cues of a sensible length, at most MAX_CUES of them', () => {
    const cues = [
      42,
      '  ',
      'x'.repeat(MAX_CUE_CHARS + 1),
      ...Array.from({ length: 12 }, (_, k) => `cue ${k}`),
    ];
    const answer = readAnswer(content({ ...valid, cues }));
    expect(answer.cues).toHaveLength(MAX_CUES);
    expect(answer.cues[0]).toBe('cue 0');
  });

  it('takes an answer without cues (a server that ignores the schema) as one with none', () => {
    const { cues: _, ...withoutCues } = valid;
    expect(readAnswer(content(withoutCues)).cues).toEqual([]);
  });

  it.each([
    ['a refusal', completion({ content: null, refusal: 'I cannot help with that.' })],
    ['a cut-off answer', completion({ content: '{"order": [1,' }, 'length')],
    ['text that is not JSON', completion({ content: 'Sentence two comes first.' })],
    ['a JSON array', completion({ content: '[2, 1]' })],
    ['an unknown logic type', content({ ...valid, detectedLogicType: 'random' })],
    ['an order that is no list', content({ ...valid, order: '2, 1' })],
    ['a missing explanation', content({ detectedLogicType: 'process', cues: [], order: [1] })],
    ['cues that are no list', content({ ...valid, cues: 'Step 2' })],
    [
      'an answer over the size cap',
      completion({ content: ' '.repeat(MAX_ANSWER_CHARS) + JSON.stringify(valid) }),
    ],
    ['no choice at all', { choices: [] } as unknown as OpenAI.Chat.Completions.ChatCompletion],
  ])('refuses %s as malformed', (_, answer) => {
    expect(() => readAnswer(answer)).toThrow(MalformedAnswerError);
  });
});
