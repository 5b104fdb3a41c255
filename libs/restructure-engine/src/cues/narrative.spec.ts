import { describe, expect, it } from '@jest/globals';
import { analyse, toSentence } from '../text/document.js';
import { lifeStage, narrativeTense, storyPhase, timeOfDay, timesOfDay } from './narrative.js';

const s = (text: string) => toSentence(text, 0);

describe('narrative cues', () => {
  it('does not read a perfect after a modal or "to" as the present ("was found to have corroded")', () => {
    expect(
      narrativeTense(s('When the stand was found to have corroded supports, the authority closed it.')),
    ).toBe('past');
    expect(narrativeTense(s('The seller claimed to have inherited it.'))).toBe('past');
    expect(narrativeTense(s('The crew could not have reached the rocks.'))).toBe('past');
    expect(narrativeTense(s('They wouldn’t have noticed the leak.'))).toBe('past');
  });

  it('reads the present perfect and "now" + present verb as the present of a past story', () => {
    expect(narrativeTense(s('The business has grown to a staff of fourteen.'))).toBe('present');
    expect(narrativeTense(s('Tours now bring visitors to the villages.'))).toBe('present');
    expect(narrativeTense(s('Elk now kept moving.'))).toBe('past');
    expect(narrativeTense(s('She found every card still inside.'))).toBe('past');
  });

  it('places times of day with their modifiers', () => {
    expect(timeOfDay(s('She spent the hours before lunch on her laptop.'))).toBeLessThan(
      timeOfDay(s('Over lunch her teammates explained the coffee machine.'))!,
    );
    expect(timeOfDay(s('A pump failed just after midnight.'))).toBeLessThan(
      timeOfDay(s('Calls came in until morning.'))!,
    );
    expect(timeOfDay(s('Through the long night he wound the clock.'))).toBeUndefined();
  });

  it('reads a night story as one night: dawn after midnight', () => {
    const times = timesOfDay(
      analyse(
        'As the sun went down he lit the lamp. Around midnight he saw a ship. When the sky grew pale, he slept.',
      ),
    );
    expect(times[0]).toBeLessThan(times[1]!);
    expect(times[1]).toBeLessThan(times[2]!);
  });

  it('orders the stages of a life, the next generation after a wedding', () => {
    const married = lifeStage(s('He married Rosa, a seamstress.'))!;
    const daughter = lifeStage(s('Their daughter Lucia grew up in the shop.'))!;
    const grandson = lifeStage(s("He still feeds his grandfather's culture."))!;
    expect(lifeStage(s('She was born in 1884.'))).toBeLessThan(married);
    expect(married).toBeLessThan(daughter);
    expect(daughter).toBeLessThan(grandson);
    expect(grandson).toBeLessThan(lifeStage(s('She died in 1950.'))!);
  });

  it('recognises the opening and the close of a story', () => {
    expect(storyPhase(s("Tom's alarm failed and he woke late."))).toBe('opening');
    expect(storyPhase(s('Back at the supermarket, the cashier waited.'))).toBe('closing');
    expect(storyPhase(s('The cashier waited.'))).toBeUndefined();
  });
});
