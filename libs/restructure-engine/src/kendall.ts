/**
 * Kendall's tau between a predicted order and the gold order.
 *
 * `predicted` lists gold positions in predicted order (the gold order is 0, 1, 2, …). tau-a =
 * (concordant − discordant) / (n(n−1)/2): 1 for the gold order, −1 for its reverse. Orders of fewer
 * than two sentences score 1.
 */
export function kendallTau(predicted: readonly number[]): number {
  const n = predicted.length;
  if (n < 2) return 1;
  let discordant = 0;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) if (predicted[a]! > predicted[b]!) discordant++;
  }
  const pairs = (n * (n - 1)) / 2;
  return 1 - (2 * discordant) / pairs;
}

/** Kendall's tau between two orders of the same items (each an array of item ids). */
export function kendallTauBetween(order: readonly number[], gold: readonly number[]): number {
  const rank = new Map<number, number>();
  gold.forEach((item, position) => rank.set(item, position));
  return kendallTau(order.map((item) => rank.get(item) ?? Number.MAX_SAFE_INTEGER));
}
