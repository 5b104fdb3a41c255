import { describe, expect, it } from '@jest/globals';
import { analyse } from '../../text/document.js';
import { analyseCoherence } from '../coherence/index.js';
import { analyseLinks, changeClass, profile } from './index.js';

function links(text: string) {
  const sentences = analyse(text);
  const result = analyseLinks(sentences, analyseCoherence(sentences).weight);
  const n = sentences.length;
  return (a: number, b: number) => result.link[a * n + b]!;
}

describe('profile: what a sentence presupposes', () => {
  it('presupposes a leading cause clause but not the indefinite phrases in it', () => {
    const [s] = analyse('Because the race started on an unusually hot day, runners lost sweat.');
    const p = profile(s!);
    expect(p.reference).toBe('clause');
    expect(p.given.get('rac')).toBeGreaterThanOrEqual(0.9);
    expect(p.given.has('hot')).toBe(false);
    expect(p.introduces).toBe(true);
  });

  it('presupposes a demonstrative subject and marks a pronoun subject', () => {
    const [a, b] = analyse('This drop in spending hit retailers. Their profits fell.');
    expect(profile(a!).reference).toBe('demonstrative');
    expect(profile(a!).given.get('drop')).toBe(1.5);
    expect(profile(b!).pronoun).toBe('plural');
  });

  it('treats an indefinite subject as an introduction', () => {
    const [s] = analyse('A fire broke out at the factory.');
    expect(profile(s!).introduces).toBe(true);
    expect(profile(s!).reference).toBeUndefined();
  });
});

describe('analyseLinks: which sentence another one refers back to', () => {
  it('links a cause clause to the sentence that states it', () => {
    const link = links(
      'Because the queues reached the ring road, buses were stuck. Traffic lights stayed red. Long queues formed on the ring road.',
    );
    expect(link(2, 0)).toBeGreaterThan(link(1, 0));
    expect(link(2, 0)).toBeGreaterThan(link(0, 2));
  });

  it('links an anaphoric event noun to the verb it names, through derivation', () => {
    const link = links(
      'The police closed the main road. The closure cut off the bakery. A storm hit the town.',
    );
    expect(link(0, 1)).toBeGreaterThan(0.5);
    expect(link(1, 0)).toBe(0);
  });

  it('links a summarising noun to a change of the same class in other words', () => {
    expect(changeClass('drop')).toBe('decrease');
    expect(changeClass('cut')).toBe('decrease');
    const link = links('Households cut back on eating out. This drop in spending hit retailers. Rates rose.');
    expect(link(0, 1)).toBeGreaterThan(0.5);
    expect(link(2, 1)).toBe(0);
  });

  it('links a pronoun subject to a subject of the same number and a member to its group', () => {
    const link = links(
      'Carmakers could not get chips. Their assembly lines stood idle. Runners were losing sweat. One runner collapsed.',
    );
    expect(link(0, 1)).toBeGreaterThan(0);
    expect(link(2, 3)).toBeGreaterThan(0);
  });
});

describe('profile: what the subject and its clauses presuppose', () => {
  it('presupposes a parenthetical between the subject and its verb', () => {
    const [s] = analyse('That extra strain, combined with less water reaching his skin, caused a fever.');
    const p = profile(s!);
    expect(p.given.get('water')).toBeGreaterThanOrEqual(0.8);
    expect(p.asserted.get('water')).toBeLessThan(0.5);
  });

  it('presupposes a relative clause on the subject but not one that continues the main clause', () => {
    const [a, b] = analyse(
      'Beavers, which depend on willow for food, returned to the river. This demand pushed up prices, which led developers to build an estate.',
    );
    expect(profile(a!).given.get('willow')).toBeGreaterThanOrEqual(0.8);
    expect(profile(b!).given.get('developer') ?? 0).toBeLessThan(0.5);
  });

  it('reads a gerund subject as a known event', () => {
    const [s] = analyse('Missing out on the European places cost the club millions.');
    const p = profile(s!);
    expect(p.reference).toBe('clause');
    expect(p.given.get('miss')).toBeGreaterThanOrEqual(0.9);
    expect(p.given.get('plac')).toBeGreaterThanOrEqual(0.7);
  });

  it('marks a definite subject that sums up a change or a result, not a plain one', () => {
    const [a, b, c] = analyse(
      'The extra cars jammed the roads. The infected bushes lost their leaves. The club sold its striker.',
    );
    expect(profile(a!).summarises).toBe(true);
    expect(profile(b!).summarises).toBe(true);
    expect(profile(c!).summarises).toBe(false);
  });

  it('resolves a main-clause pronoun inside its own leading clause, in either direction', () => {
    const [a, b, c] = analyse(
      'Because the staff had little training, they entered data slowly. With more of their income going to the bank, households cut back. As his blood volume dropped, his heart beat faster.',
    );
    expect(profile(a!).pronoun).toBeUndefined();
    expect(profile(a!).reference).toBe('clause');
    expect(profile(b!).reference).toBe('clause');
    expect(profile(c!).reference).toBe('pronoun');
  });

  it('reads a partitive subject as part of a group introduced before', () => {
    const [a, b] = analyse('Several of them kept shopping there. Two of the cafes closed for good.');
    expect(profile(a!).reference).toBe('pronoun');
    expect(profile(a!).pronoun).toBe('plural');
    expect(profile(a!).introduces).toBe(false);
    expect(profile(b!).given.get('caf')).toBeGreaterThanOrEqual(1);
    expect(profile(b!).introduces).toBe(false);
  });
});

describe('analyseLinks: changes named in other words and constant themes', () => {
  it('links a change of degree in a leading clause to a change of the same class', () => {
    const link = links(
      'Traffic into the zone fell by a quarter. With fewer cars on the roads, buses ran on time. Prices rose.',
    );
    expect(link(0, 1)).toBeGreaterThan(0.5);
    expect(link(2, 1)).toBe(0);
  });

  it('does not match a plain state in a leading clause by its class', () => {
    const link = links(
      'Assembly lines stood idle for weeks. Because the plant was shut, carmakers lacked chips.',
    );
    expect(link(0, 1)).toBe(0);
  });

  it('counts a comparative modifier of a definite subject as the change it sums up', () => {
    const link = links('Ridership rose sharply. The extra fares gave the authority a larger budget.');
    expect(link(0, 1)).toBeGreaterThan(0.5);
  });

  it('halves a class link when a definite summarising subject names a thing the other sentence does not', () => {
    const definite = links('Monthly repayments jumped. The rise in unemployment eased wages.');
    const demonstrative = links('Households cut back on eating out. This drop in spending hit retailers.');
    expect(definite(0, 1)).toBeGreaterThan(0);
    expect(definite(0, 1)).toBeLessThan(0.5);
    expect(demonstrative(0, 1)).toBeGreaterThan(0.5);
  });

  it('weighs a word that carries the subject over (constant theme) less than one picked up from the predicate', () => {
    const constant = links('A hospital bought new software. The hospital hired trainers.');
    const linear = links('A charity opened a hospital. The hospital hired trainers.');
    expect(constant(0, 1)).toBeGreaterThan(0);
    expect(constant(0, 1)).toBeLessThan(linear(0, 1));
  });
});
