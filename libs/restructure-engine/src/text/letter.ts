/**
 * How a letter or an e-mail opens and closes: a greeting on a line of its own ('Dear team,',
 * 'Hi Sam', 'Hello all!') and a sign-off, perhaps with the name under it ('Thanks,\nAnna').
 */
const SALUTATION =
  /^(?:dear|hi|hello|hey|greetings|good\s+(?:morning|afternoon|evening))\b[^?\n]{0,40}$|^to\s+whom\s+it\s+may\s+concern\b/i;

/**
 * A letter's sign-off, then a name perhaps: 'Thanks,', 'Kind regards, Anna', 'Cheers!'
 * ('Love it' and 'Thanks to the rain …' are sentences).
 */
const SIGN_OFF =
  /^(?:(?:many\s+)?thanks(?:\s+again)?|thank\s+you|cheers|best(?:\s+wishes)?|all\s+the\s+best|(?:kind\s+|warm\s+|best\s+)?regards|(?:yours\s+)?(?:sincerely|faithfully|truly)|love|take\s+care|see\s+you(?:\s+soon)?)[,!]?/i;
/** What may follow a sign-off: a name of up to three capitalised words. */
const SIGNATURE = /^(?:\s+\p{Lu}[\p{L}'’-]*){0,3}$/u;

/** A sign-off line, perhaps with a name after it. */
export function signsOff(line: string): boolean {
  const match = SIGN_OFF.exec(line);
  return match !== null && SIGNATURE.test(line.slice(match[0].length));
}

/** A greeting line: 'Dear team,', 'Hi Sam', 'Good morning all,', 'To whom it may concern'. */
export function isSalutation(line: string): boolean {
  return SALUTATION.test(line.trim());
}
