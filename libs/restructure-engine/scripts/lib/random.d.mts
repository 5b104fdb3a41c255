/** mulberry32: a seeded pseudo-random generator, uniform in [0, 1). */
export function mulberry32(seed: number): () => number;
