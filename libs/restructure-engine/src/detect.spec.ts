import { describe, expect, it } from '@jest/globals';
import { detectLogicType } from './detect.js';
import { analyse } from './text/document.js';

const detect = (text: string) => detectLogicType(analyse(text));

describe('detectLogicType', () => {
  it('detects a process from step markers and instructions', () => {
    expect(
      detect('Then stir the grounds into water. First, grind the beans. Finally, strain the coffee.'),
    ).toMatchObject({
      type: 'process',
    });
  });

  it('detects a procedure told in the present passive, and quotes its verbs as the evidence', () => {
    const detection = detect(
      'The hides are soaked in lime for a week to loosen the hair. The loosened hair is scraped off on a curved beam. ' +
        'The bare hides are then washed and stretched on wooden frames. The stretched hides are left to dry in the loft.',
    );
    expect(detection.type).toBe('process');
    expect(detection.evidence).toContain('are soaked');
  });

  it('does not read one passive verb in an argument as a procedure', () => {
    const detection = detect(
      'It is often claimed that night buses are a waste of money. Yet shift workers have no other way home. ' +
        'The council should keep the routes running.',
    );
    expect(detection.type).toBe('argument-flow');
    expect(detection.evidence).not.toContain('is often claimed');
  });

  it('detects a chronology from dates and times', () => {
    const detection = detect(
      'In 1911 a bridge opened. In 1872 farmers built a ford. Since 2018 only cyclists use it.',
    );
    expect(detection.type).toBe('chronological');
    expect(detection.evidence).toContain('In 1911');
  });

  it('detects a chronology from times counted from now in two sentences or more', () => {
    expect(
      detect('Tomorrow I will call them. Yesterday I went to the dentist. Today my tooth still hurts.').type,
    ).toBe('chronological');
  });

  it('detects cause and effect from causal connectives', () => {
    expect(
      detect('As a result, the river burst its banks. Heavy rain fell. Consequently, the road closed.').type,
    ).toBe('cause-effect');
  });

  it('detects an argument from claim, counter and conclusion markers', () => {
    expect(
      detect(
        'Critics argue that it costs too much. Cities should plant trees. In conclusion, trees pay for themselves.',
      ).type,
    ).toBe('argument-flow');
  });

  it('gives every type a score', () => {
    expect(Object.keys(detect('A plain sentence.').scores).sort()).toEqual([
      'argument-flow',
      'cause-effect',
      'chronological',
      'process',
    ]);
  });

  it('reads a first-person story with a lone "because" as a chronology, not a causal chain', () => {
    const detection = detect(
      'I missed the first train because I overslept. I had breakfast on the platform. By the time I got to work, the meeting had started.',
    );
    expect(detection.type).toBe('chronological');
    expect(detection.evidence).toContain('By the time I got to work');
  });

  it('still detects cause and effect in a first-person chain with an effect marker and a mishap', () => {
    expect(
      detect(
        'A broken-down lorry blocked the motorway. Traffic backed up for miles. As a result, I missed my exam. I had to sit it again in June.',
      ).type,
    ).toBe('cause-effect');
  });

  it('does not take a noun subject for an instruction ("Water flooded the road")', () => {
    expect(
      detect('Water flooded the road. The river burst its banks. The school bus could not get through.').type,
    ).not.toBe('process');
  });
});
