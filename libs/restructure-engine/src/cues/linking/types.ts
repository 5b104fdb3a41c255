/** What the backward-link cues compute: one profile per sentence, the links between every pair. */

export interface Links {
  n: number;
  /** link[a * n + b]: evidence that what b presupposes is what a asserts (a right before b). */
  link: Float64Array;
  /** The part of `link` that comes from plain word overlap outside b's presupposed part (a before b). */
  weak: Float64Array;
  /** The words behind each link, for the explanation. */
  words: Map<number, string[]>;
  /** Per sentence: how it refers back on its own ('pronoun', 'demonstrative', 'definite', 'clause'), if at all. */
  reference: Array<ReferenceKind | undefined>;
  /** Per sentence: whether its subject is introduced as new ('A fire', 'Three days of rain'). */
  introduces: boolean[];
  /** Per sentence: whether its definite subject sums up an earlier change ('The extra cars'). */
  summarises: boolean[];
}

export type ReferenceKind = 'pronoun' | 'demonstrative' | 'definite' | 'clause';

export type GrammaticalNumber = 'singular' | 'plural';

/** Presupposed ('given') and asserted word weights of one sentence. */
export interface Profile {
  given: Map<string, number>;
  asserted: Map<string, number>;
  /** Presupposed words of a noun phrase (the subject, a demonstrative phrase): these can sum up an event by its class. */
  nominal: Set<string>;
  /**
   * Changes the sentence presupposes, by class: named by its subject or a demonstrative phrase
   * ('This drop', 'the extra fares') or stated in its leading clause ('As his blood volume
   * dropped,', 'With fewer cars on the roads,'). Class → [word, weight].
   */
  changes: Map<string, [string, number]>;
  /**
   * What a summarising subject says changed ('unemployment' in 'The rise in unemployment'): the
   * change it sums up is one of that thing.
   */
  domain: string[];
  reference?: ReferenceKind;
  introduces: boolean;
  /** A subject pronoun or possessive ('They', 'Their assembly lines', 'It'): its number. */
  pronoun?: GrammaticalNumber;
  /** Stems of the main clause's subject phrase: the sentence's theme ('The hospital' in 'The hospital hired …'). */
  theme: Set<string>;
  /** A definite subject that sums up an earlier change or result ('The extra cars', 'The lost trade'). */
  summarises: boolean;
  /** 'One runner': the group the subject is picked from. */
  member?: string;
  /** The head noun of the subject. */
  subject?: { stem: string; plural: boolean };
}
