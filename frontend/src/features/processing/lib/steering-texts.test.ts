import { describe, expect, it } from 'vitest';
import { ANNOUNCE, handMovedNote, snippet } from './steering-texts';

const MORNING = [
  'The plane left at 9:40.',
  'At 8:15 a mechanic found a crack in a window.',
  'Boarding started at 7:30.',
  'The crew swapped the aircraft.',
  'Passengers waited.',
];

describe('snippet', () => {
  it('quotes the first four words, and a short sentence whole', () => {
    expect(snippet('At 8:15 a mechanic found a crack in a window.')).toBe('At 8:15 a mechanic…');
    expect(snippet('Passengers waited.')).toBe('Passengers waited.');
    expect(snippet('First, second, third, fourth, fifth.')).toBe('First, second, third, fourth…');
  });
});

describe('ANNOUNCE', () => {
  it('says which sentence moved and where, counting from one', () => {
    expect(ANNOUNCE.moved(MORNING[1]!, 1, 5)).toBe("Moved 'At 8:15 a mechanic…' to position 2 of 5");
    expect(ANNOUNCE.undoneMove(MORNING[1]!, 0, 5)).toBe(
      "Undone: 'At 8:15 a mechanic…' is back at position 1 of 5",
    );
  });
});

describe('handMovedNote', () => {
  it('names the sentences the member moved, where each is now, in screen order', () => {
    expect(handMovedNote(MORNING, [1, 2, 4, 3, 0], [0, 1])).toBe(
      "You moved 2 sentences by hand: 'At 8:15 a mechanic…' (now 1 of 5) and 'The plane left at…' (now 5 of 5).",
    );
    expect(handMovedNote(MORNING, [2, 1, 4, 3, 0], [4])).toBe(
      "You moved one sentence by hand: 'Passengers waited.' (now 3 of 5).",
    );
  });

  it('says nothing when nothing was moved by hand', () => {
    expect(handMovedNote(MORNING, [2, 1, 4, 3, 0], [])).toBe('');
  });

  it('names five sentences at most and counts the rest, so the note stays short', () => {
    const many = Array.from({ length: 30 }, (_, k) => `Sentence number ${k} is here.`);
    const order = many.map((_, k) => 29 - k);
    const note = handMovedNote(many, order, order);
    expect(note.match(/\(now /g)).toHaveLength(5);
    expect(note).toMatch(/and 25 more\.$/);
  });
});
