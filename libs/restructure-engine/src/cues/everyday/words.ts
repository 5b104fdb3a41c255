/** Regular-expression fragments the everyday stage rules share. */

/** A possessive: 'my', 'his', 'their' … */
export const POSSESSIVE = '(?:my|his|her|their|our|your)';
/** An article, a possessive or a demonstrative. */
export const DETERMINER = '(?:the|a|an|my|his|her|their|our|your|this|that)';
/** A word before a vehicle that keeps it a ride ('the last bus', 'the 7.15 train'). */
export const VEHICLE_MODIFIER =
  '(?:school|last|first|next|early|late|night|morning|evening|second|same|local|express|return|connecting|delayed|crowded|packed|only|airport|shuttle|overnight|\\d+)';
/** An object or reflexive pronoun. */
export const PRONOUN_OBJECT = '(?:him|her|them|us|me|it|myself|ourselves|himself|herself|themselves)';
