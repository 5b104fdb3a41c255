/**
 * The landing history's numeric id (the path of `GET /api/sessions/{number}`): the member's id without its non-digits, or a
 * random number when no digit remains. The gateway answers for the token's member either way.
 */
export function userNumberFromId(id: string, random: () => number = Math.random): string {
  // The gateway accepts up to 200 digits.
  const digits = id.replace(/\D/g, '').slice(0, 200);
  return digits || String(Math.floor(random() * 1_000_000_000));
}
