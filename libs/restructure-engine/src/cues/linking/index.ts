/**
 * Backward links between sentences. A sentence presupposes part of what it says — the clause of a
 * leading 'Because …,' / 'With …,' / 'Once …,', a subject introduced by 'this' / 'these' / 'the'
 * ('This drop in spending', 'The closure', 'The scale of those losses'), a gerund or partitive
 * subject ('Missing out on …', 'Two of the cafes'), the parenthetical or relative clause on the
 * subject, a noun phrase picked up by a demonstrative anywhere ('those servers') — and asserts the
 * rest, including the main clause after a leading 'Because …,' (what a later sentence picks up) and a
 * relative clause that continues it (', which led to …'). When the presupposed words
 * of B (through stems and word families: 'closure' ~ 'closed', 'losses' ~ 'lost', 'shortage' ~
 * 'short') are what another sentence A asserts, B refers back to A, and in a chain of events B
 * directly follows A. The scores are directed: A → B differs from B → A.
 *
 * `profile.ts` reads one sentence (with `leading-clause.ts`, `subject.ts`, `determiner.ts`),
 * `links.ts` scores every pair through the kinds of link (`overlap-link.ts`, `reference-links.ts`,
 * `change-link.ts`); every weight is in `weights.ts`.
 */
export { changeClass } from './change-classes.js';
export { analyseLinks } from './links.js';
export { profile } from './profile.js';
export type { Links, Profile, ReferenceKind } from './types.js';
export { LINKING_WEIGHTS } from './weights.js';
