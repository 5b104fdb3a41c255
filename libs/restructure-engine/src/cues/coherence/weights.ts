/**
 * Every weight of the coherence cues, in one place: how much each cue adds to the evidence that
 * one sentence precedes another, and to how strongly a sentence reads as a continuation.
 */
export const COHERENCE_WEIGHTS = {
  /** Given-before-new, per word A and B share (times the word's weight): how well its use in A, then in B, fits. */
  direction: {
    /** B picks the word up with a demonstrative ('this plan') and A does not. */
    anaphor: 2,
    /** B mentions it as given ('the plan') after A introduced it ('a plan'). */
    givenAfterNew: 1.5,
    /** B mentions it as given after A mentioned it without a determiner. */
    givenAfterNeutral: 0.3,
    /** B mentions it without a determiner after A introduced it. */
    neutralAfterNew: 0.3,
    /** B names the state A's instruction produces ('the kneaded dough' after 'Knead the dough'). */
    stateAfterAction: 1.5,
    /** B mentions as given what A's instruction makes ('Drill holes at the marks' after 'Mark the positions'). */
    madeByInstruction: 1.2,
    /** B names it as a state ('is covered') and A does not. */
    stateAfterNonState: 0.4,
  },
  /** Precedence from names and references, per pair of sentences. */
  reference: {
    /** A full name ('Maria Okafor') before a short reference to it ('Ms Okafor'). */
    fullNameFirst: 1.5,
    /** A sentence that names someone before one that only says 'he' or 'she' (when names are rare). */
    namedBeforePersonal: 0.8,
    /** A thing introduced with 'a' / 'an' near a sentence's end before an early object 'it' ('She opened it'). */
    itAfterIntroduction: 0.8,
    /** The first one before 'the second taxi' or 'another bus'. */
    ordinalAfterFirst: 1,
    /** A sentence that names someone before one that opens with a pronoun ('He', 'Their'). */
    namedBeforePronounOpener: 0.6,
  },
  /** How strongly a sentence reads as a continuation rather than an opener. */
  dependent: {
    /** It opens with a connective ('As a result', 'Then', 'However'). */
    connectiveOpener: 1,
    /** It opens with a pronoun or demonstrative ('They', 'This'). */
    pronounOpener: 1,
    /** It opens with 'the' and a participle ('The kneaded dough'). */
    participleOpener: 0.5,
    /** It says 'had already': a state reached by a time the story has already set. */
    hadAlready: 0.5,
    /** An additive word early on ('also', 'too', 'another'). */
    additive: 0.3,
    /** An object 'him' / 'them' in its main clause whose antecedent is in another sentence. */
    objectPronoun: 0.5,
    /** Taken off when its subject is indefinite ('A fire broke out'): it introduces its topic. */
    indefiniteOpener: 0.5,
  },
} as const;
