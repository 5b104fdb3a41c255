/**
 * Bit sets of stems, for a quick test whether two sentences can share a word before comparing them
 * word by word. Several families of sets (each one set per sentence, e.g. what a sentence takes as
 * given and what it asserts) share one numbering of stems, so sets of different families compare.
 */
export interface StemSets {
  /** Whether set `i` of family `f` and set `j` of family `g` hold a stem in common. */
  meet(f: number, i: number, g: number, j: number): boolean;
}

/** A set of stems: a Set of them, or a Map keyed by them. */
export type StemKeyed = ReadonlySet<string> | ReadonlyMap<string, unknown>;

export function stemSets(families: ReadonlyArray<ReadonlyArray<StemKeyed>>): StemSets {
  const ids = new Map<string, number>();
  for (const family of families)
    for (const set of family) for (const stem of set.keys()) if (!ids.has(stem)) ids.set(stem, ids.size);
  const words = Math.max(1, Math.ceil(ids.size / 32));
  const bits = families.map((family) => {
    const out = new Uint32Array(family.length * words);
    family.forEach((set, i) => {
      for (const stem of set.keys()) {
        const id = ids.get(stem)!;
        out[i * words + (id >>> 5)]! |= 1 << (id & 31);
      }
    });
    return out;
  });
  return {
    meet(f, i, g, j) {
      const a = bits[f]!;
      const b = bits[g]!;
      for (let w = 0; w < words; w++) if ((a[i * words + w]! & b[j * words + w]!) !== 0) return true;
      return false;
    },
  };
}
