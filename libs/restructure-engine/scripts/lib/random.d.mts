/** mulberry32: a seeded pseudo-random generator, uniform in [0, 1). */
export function mulberry32(seed: number): () => number;
/** FNV-1a: a 32-bit hash of a string's UTF-8 bytes. */
export function fnv1a(text: string): number;
/** A shuffled copy of `items` (Fisher–Yates driven by `random`). */
export function fisherYates<T>(items: readonly T[], random: () => number): T[];
