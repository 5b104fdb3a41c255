/**
 * Every weight of the backward-link cues, in one place. A presupposed ('given') word of a later
 * sentence B that another sentence A asserts links A right before B; the weights say how strongly
 * each kind of word is presupposed or asserted, and how much each kind of link counts.
 */
export const LINKING_WEIGHTS = {
  /** What a sentence presupposes: the weight of a word in its given part. */
  given: {
    /** A word of a leading clause ('Because the plant closed,'), a gerund subject or a change of degree stated in such a clause. */
    clause: 0.95,
    /** A word of a subject with no determiner ('Households cut back'): barely presupposed. */
    bareSubject: 0.3,
    /** A demonstrative subject ('This drop'), a partitive of one ('Many of those workers'), a word right after a demonstrative in the subject ('The scale of those losses'). */
    demonstrative: 1.5,
    /** A definite or possessive subject ('The closure', 'Their assembly lines', 'Two of the cafes'). */
    definite: 1,
    /** Factor on a modifier before the subject's head that does not relate to an earlier state ('the new rules'). */
    modifierFactor: 0.5,
    /** Factor on a word after the subject's head ('The rise in unemployment'). */
    complementFactor: 0.8,
    /** A subject word weighted at least this (or any modifier before the head) can name the change the subject sums up. */
    nominalMin: 0.75,
    /** A parenthetical between the subject and its verb ('…, combined with less blood reaching his skin,'). */
    parenthetical: 0.8,
    /** A non-restrictive relative clause on the subject ('Beavers, which depend on willow for food,'). */
    subjectRelative: 0.8,
    /** A relative clause after the main clause (', which led developers to build …'): continues more than it presupposes. */
    continuative: 0.45,
    /** A phrase after a demonstrative or 'resulting' anywhere in the sentence ('hosted on those servers'). */
    demonstrativePhrase: 1.2,
    /** Any other content word that does not introduce or measure something: faintly given. */
    background: 0.15,
  },
  /** What a sentence asserts: how good an antecedent each of its content words is. */
  asserted: {
    /** A word the sentence itself presupposes: hardly news. */
    given: 0.2,
    /** A generic mention ('every school', 'all the shops'): introduces nothing to refer to. */
    generic: 0.3,
    /** A word of an indefinite phrase ('a daily charge'): the best antecedent. */
    introduced: 1.3,
    /** A definite re-mention ('the charge'): a weaker antecedent. */
    definite: 0.8,
    /** Any other content word. */
    plain: 1,
  },
  /** How much each kind of link from A to B counts. */
  link: {
    /** A given word of B at least this strong ties B to A; weaker ones only add to the weak overlap. */
    strongGiven: 0.5,
    /** Factor on a word that is the subject of both A and B: a constant theme shares a topic, it does not tie B to A. */
    sharedTheme: 0.5,
    /** A pronoun subject of B ('They', 'Their assembly lines') whose number matches A's subject. */
    pronounSubject: 0.5,
    /** A pronoun after a preposition in B ('behind it') matching the subject A introduced ('A broken-down lorry'). */
    objectPronoun: 0.4,
    /** 'One runner' in B after A asserted 'runners'. */
    member: 0.6,
    /** A change B presupposes ('This drop') of the same class as one A asserts ('cut back'), times its given weight. */
    change: 0.6,
    /** Cap on the given weight a change link is multiplied by. */
    changeCap: 1.2,
    /** Factor on a change link when B names what changed and A does not mention it ('The rise in unemployment' after 'repayments jumped'). */
    changeElsewhere: 0.5,
    /** An asserted word of A at least this strong can be the change a summarising nominal of B picks up. */
    changeWordMin: 0.8,
  },
} as const;
