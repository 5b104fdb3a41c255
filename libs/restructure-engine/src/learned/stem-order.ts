/**
 * 'stem-order', a pair feature of the learned ordering model: what the texts written like members'
 * say about the order of two sentences' content stems ('planted' before 'harvested', 'born' before
 * 'died'). For a pair of stems the table holds how far a sentence with the first (in key order)
 * tends to stand before a sentence with the second: +½ always before, −½ always after, shrunk
 * towards 0 for rare pairs (scripts/training/genre-pairs.ts). The feature of (i, j) is the mean over
 * the known pairs of i's stems with j's, scaled and clipped to ±1.
 *
 * The table ships packed (`PackedStemPairs`): the stems in key order as one string, and each pair
 * as five bytes — the two stems' numbers (uint16) and the tendency in 1/254ths (int8) — in base64.
 * It is unpacked once per table into rows of typed arrays, so a model of tens of thousands of pairs
 * costs about a megabyte, not an object per pair.
 *
 * Cost per text: O(Σ partners of its known stems + n² · m²), where m ≤ MAX_STEMS is the number of a
 * sentence's stems that appear in any known pair; memory O(n² + U²) with U ≤ TEXT_STEMS.
 */
import type { Sentence } from '../text/document.js';

/** A sentence's stems looked up: at most this many (its first ones that have a known pair). */
const MAX_STEMS = 12;
/** Tendencies lie within ±½; the feature spans about ±1. */
const STEM_ORDER_SCALE = 2;
/** Bytes per packed pair, and the tendency's unit in them. */
const PAIR_BYTES = 5;
const TENDENCY_UNIT = 254;

/** A table of stem pairs as the model file holds it. */
export interface PackedStemPairs {
  /** Every stem of a pair, in key order, separated by spaces. */
  stems: string;
  /** Base64 of five bytes per pair: first and second stem's number (uint16 LE), tendency (int8). */
  pairs: string;
}

/** The table key of a pair of stems, in either order. */
export function stemPairKey(a: string, b: string): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}

/** Packs tendencies keyed by `stemPairKey` (values within ±½) for the model file. */
export function packStemPairs(tendencies: Readonly<Record<string, number>>): PackedStemPairs {
  const split = Object.entries(tendencies).map(
    ([key, value]) => [...key.split(' '), value] as [string, string, number],
  );
  const stems = [...new Set(split.flatMap(([a, b]) => [a, b]))].sort();
  if (stems.length > 0xffff) throw new Error(`too many stems to pack: ${stems.length}`);
  const ids = new Map(stems.map((stem, id) => [stem, id]));
  const bytes = Buffer.alloc(split.length * PAIR_BYTES);
  split.forEach(([a, b, value], k) => {
    bytes.writeUInt16LE(ids.get(a)!, k * PAIR_BYTES);
    bytes.writeUInt16LE(ids.get(b)!, k * PAIR_BYTES + 2);
    bytes.writeInt8(Math.max(-127, Math.min(127, Math.round(value * TENDENCY_UNIT))), k * PAIR_BYTES + 4);
  });
  return { stems: stems.join(' '), pairs: bytes.toString('base64') };
}

/**
 * The table unpacked for lookups: for each stem (by number), its partners and the tendency of the
 * stem's sentence to come before the partner's (both directions stored, the reverse negated), as
 * compressed rows: partners of stem s at offsets[s] … offsets[s + 1] − 1.
 */
interface StemPairTable {
  ids: Map<string, number>;
  offsets: Int32Array;
  partners: Uint16Array;
  tendencies: Float32Array;
}

function unpack(packed: PackedStemPairs): StemPairTable {
  const stems = packed.stems === '' ? [] : packed.stems.split(' ');
  const ids = new Map(stems.map((stem, id) => [stem, id]));
  const bytes = Buffer.from(packed.pairs, 'base64');
  const count = bytes.length / PAIR_BYTES;
  const first = (k: number) => bytes.readUInt16LE(k * PAIR_BYTES);
  const second = (k: number) => bytes.readUInt16LE(k * PAIR_BYTES + 2);
  const offsets = new Int32Array(stems.length + 1);
  for (let k = 0; k < count; k++) {
    offsets[first(k) + 1]!++;
    offsets[second(k) + 1]!++;
  }
  for (let s = 0; s < stems.length; s++) offsets[s + 1]! += offsets[s]!;
  const filled = offsets.slice(0, stems.length);
  const partners = new Uint16Array(2 * count);
  const tendencies = new Float32Array(2 * count);
  for (let k = 0; k < count; k++) {
    const a = first(k);
    const b = second(k);
    const value = bytes.readInt8(k * PAIR_BYTES + 4) / TENDENCY_UNIT;
    partners[filled[a]!] = b;
    tendencies[filled[a]!++] = value;
    partners[filled[b]!] = a;
    tendencies[filled[b]!++] = -value;
  }
  return { ids, offsets, partners, tendencies };
}

const UNPACKED = new WeakMap<PackedStemPairs, StemPairTable>();

/** A text's stems taken into account: its first this many distinct stems with a known pair. */
const TEXT_STEMS = 512;

/**
 * n × n: entry (i, j) is the stems' evidence that sentence i precedes sentence j (antisymmetric),
 * 0 where no pair is known. The text's known stems are numbered locally (at most TEXT_STEMS) and
 * their tendencies read once from the table's rows into a local U × U array (at most 1 MB), so the
 * cost is O(Σ partners of the text's stems + n² · m²) with no hashing in the inner loop.
 */
export function stemOrderMatrix(
  packed: PackedStemPairs | undefined,
  sentences: readonly Sentence[],
): Float64Array {
  const n = sentences.length;
  const matrix = new Float64Array(n * n);
  if (!packed) return matrix;
  let table = UNPACKED.get(packed);
  if (!table) UNPACKED.set(packed, (table = unpack(packed)));
  const { ids, offsets, partners, tendencies } = table;
  const localOf = new Int32Array(ids.size).fill(-1);
  const globalOf: number[] = [];
  // Each sentence's known stems by local number, flat: sentence i's at starts[i] … starts[i + 1] − 1.
  const flat: number[] = [];
  const starts = new Int32Array(n + 1);
  sentences.forEach((s, i) => {
    for (const stem of s.contentSet) {
      const id = ids.get(stem);
      if (id === undefined || flat.length - starts[i]! === MAX_STEMS) continue;
      if (localOf[id] === -1) {
        if (globalOf.length === TEXT_STEMS) continue;
        localOf[id] = globalOf.length;
        globalOf.push(id);
      }
      flat.push(localOf[id]!);
    }
    starts[i + 1] = flat.length;
  });
  const u = globalOf.length;
  const local = new Float32Array(u * u);
  globalOf.forEach((id, a) => {
    for (let k = offsets[id]!; k < offsets[id + 1]!; k++) {
      const b = localOf[partners[k]!]!;
      if (b !== -1) local[a * u + b] = tendencies[k]!;
    }
  });
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      let sum = 0;
      let count = 0;
      for (let p = starts[i]!; p < starts[i + 1]!; p++) {
        const row = flat[p]! * u;
        for (let q = starts[j]!; q < starts[j + 1]!; q++) {
          const value = local[row + flat[q]!]!;
          if (value === 0) continue;
          sum += value;
          count++;
        }
      }
      if (count === 0) continue;
      const value = Math.max(-1, Math.min(1, (STEM_ORDER_SCALE * sum) / count));
      matrix[i * n + j] = value;
      matrix[j * n + i] = -value;
    }
  return matrix;
}
