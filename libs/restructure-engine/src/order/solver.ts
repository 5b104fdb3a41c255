/**
 * Turns pairwise scores into one total order. The objective of an order π is
 *   Σ_{i before j} before[i][j] + Σ_{j right after i} next[i][j] + Σ_i at[i][position of i]
 *   + Σ_terms score of the term's latest anchor placed before its sentence (AnchorTerm).
 * Hard constraints are large `before` weights. Small inputs (n ≤ EXACT_LIMIT) are solved exactly by
 * dynamic programming over subsets; larger ones by beam search followed by insertion moves. A tiny
 * bonus for keeping the input order makes the result stable when nothing distinguishes sentences.
 */

export const EXACT_LIMIT = 12;
const BEAM_WIDTH = 8;
/** Gained by every pair kept in input order: a tie-break, far below any cue. */
export const STABILITY = 0.01;

export interface OrderModel {
  n: number;
  before: Float64Array;
  next: Float64Array;
  at: Float64Array;
  /** At most one term per sentence. */
  anchors?: AnchorTerm[];
}

/**
 * A sentence scored by the latest of its possible anchors placed before it: a relative time ('two
 * years later') counts from the latest dated sentence told before it, whichever that turns out to
 * be. `anchors` are in time order, earliest first; the sentence scores `scores[k]` when anchors[k]
 * is the latest of them placed before it, and `none` when none is. What the term adds depends only
 * on which sentences precede, so the exact solver stays exact.
 */
export interface AnchorTerm {
  sentence: number;
  anchors: readonly number[];
  scores: readonly number[];
  none: number;
}

/** The term's score with the sentences for which `placed` is true before its sentence. */
function anchorScore(term: AnchorTerm, placed: (i: number) => boolean): number {
  for (let k = term.anchors.length - 1; k >= 0; k--) if (placed(term.anchors[k]!)) return term.scores[k]!;
  return term.none;
}

/** The anchor terms indexed for the solvers. */
interface AnchorIndex {
  terms: readonly AnchorTerm[];
  /** termOf[i]: the index of sentence i's term, or -1. */
  termOf: Int16Array;
  /** rank[k][i]: the place of sentence i among term k's anchors, or -1. */
  rank: Int16Array[];
  /** anchoring[i]: the terms that count sentence i among their anchors. */
  anchoring: number[][];
}

/** Built once per list of terms (the solver's passes and moves share it). */
const ANCHOR_INDEXES = new WeakMap<readonly AnchorTerm[], AnchorIndex>();
const NO_TERMS: readonly AnchorTerm[] = [];

function indexAnchors(model: OrderModel): AnchorIndex {
  const terms = model.anchors ?? NO_TERMS;
  const known = ANCHOR_INDEXES.get(terms);
  if (known && known.termOf.length === model.n) return known;
  const index = buildAnchorIndex(terms, model.n);
  ANCHOR_INDEXES.set(terms, index);
  return index;
}

function buildAnchorIndex(terms: readonly AnchorTerm[], n: number): AnchorIndex {
  const termOf = new Int16Array(n).fill(-1);
  const anchoring: number[][] = Array.from({ length: n }, () => []);
  const rank = terms.map((term, k) => {
    termOf[term.sentence] = k;
    const ranks = new Int16Array(n).fill(-1);
    term.anchors.forEach((a, r) => {
      ranks[a] = r;
      anchoring[a]!.push(k);
    });
    return ranks;
  });
  return { terms, termOf, rank, anchoring };
}

/** A term's score when its latest anchor placed before it has rank `latest` (-1: none). */
function scoreAt(term: AnchorTerm, latest: number): number {
  return latest < 0 ? term.none : term.scores[latest]!;
}

/** Σ over the anchor terms of `order` (0 without terms). */
function anchorTotal(model: OrderModel, order: readonly number[]): number {
  const terms = model.anchors;
  if (!terms || terms.length === 0) return 0;
  const position = new Int32Array(model.n);
  order.forEach((i, p) => (position[i] = p));
  let total = 0;
  for (const term of terms) {
    const at = position[term.sentence]!;
    total += anchorScore(term, (i) => position[i]! < at);
  }
  return total;
}

export function createModel(n: number): OrderModel {
  const before = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) before[i * n + j] = STABILITY;
  return { n, before, next: new Float64Array(n * n), at: new Float64Array(n * n) };
}

export function addBefore(model: OrderModel, i: number, j: number, amount: number): void {
  if (i === j) return;
  const k = i * model.n + j;
  model.before[k] = model.before[k]! + amount;
}

export function addNext(model: OrderModel, i: number, j: number, amount: number): void {
  if (i === j) return;
  const k = i * model.n + j;
  model.next[k] = model.next[k]! + amount;
}

export function addAt(model: OrderModel, i: number, position: number, amount: number): void {
  if (position < 0 || position >= model.n) return;
  const k = i * model.n + position;
  model.at[k] = model.at[k]! + amount;
}

export function scoreOrder(model: OrderModel, order: readonly number[]): number {
  const { n, before, next, at } = model;
  let score = 0;
  for (let p = 0; p < order.length; p++) {
    const j = order[p]!;
    score += at[j * n + p]!;
    if (p > 0) score += next[order[p - 1]! * n + j]!;
    for (let q = 0; q < p; q++) score += before[order[q]! * n + j]!;
  }
  return score + anchorTotal(model, order);
}

export function solve(model: OrderModel): number[] {
  if (model.n <= 1) return model.n === 1 ? [0] : [];
  return model.n <= EXACT_LIMIT ? solveExact(model) : improve(model, solveBeam(model));
}

function solveExact(model: OrderModel): number[] {
  const { n, before, next, at } = model;
  const size = 1 << n;
  // inSum[S * n + j] = Σ_{i in S} before[i][j]
  const inSum = new Float64Array(size * n);
  for (let S = 1; S < size; S++) {
    const low = S & -S;
    const i = 31 - Math.clz32(low);
    const rest = S ^ low;
    for (let j = 0; j < n; j++) inSum[S * n + j] = inSum[rest * n + j]! + before[i * n + j]!;
  }
  const dp = new Float64Array(size * n).fill(-Infinity);
  const parent = new Int8Array(size * n).fill(-1);
  for (let j = 0; j < n; j++) dp[(1 << j) * n + j] = at[j * n]!;
  for (const term of model.anchors ?? [])
    dp[(1 << term.sentence) * n + term.sentence] = dp[(1 << term.sentence) * n + term.sentence]! + term.none;
  const popcount = new Uint8Array(size);
  for (let S = 1; S < size; S++) popcount[S] = popcount[S >> 1]! + (S & 1);
  const { termOf } = indexAnchors(model);
  const entering = new Float64Array(n);
  for (let S = 1; S < size; S++) {
    const position = popcount[S]!;
    for (let j = 0; j < n; j++) {
      const k = termOf[j]!;
      entering[j] = k < 0 || S & (1 << j) ? 0 : anchorScore(model.anchors![k]!, (i) => (S & (1 << i)) !== 0);
    }
    for (let last = 0; last < n; last++) {
      const current = dp[S * n + last]!;
      if (current === -Infinity) continue;
      for (let j = 0; j < n; j++) {
        if (S & (1 << j)) continue;
        const T = S | (1 << j);
        const value =
          current + next[last * n + j]! + inSum[S * n + j]! + at[j * n + position]! + entering[j]!;
        if (value > dp[T * n + j]!) {
          dp[T * n + j] = value;
          parent[T * n + j] = last;
        }
      }
    }
  }
  const full = size - 1;
  let best = 0;
  for (let j = 1; j < n; j++) if (dp[full * n + j]! > dp[full * n + best]!) best = j;
  const order: number[] = [];
  let S = full;
  let last = best;
  while (last >= 0) {
    order.push(last);
    const prev = parent[S * n + last]!;
    S ^= 1 << last;
    last = prev;
  }
  return order.reverse();
}

interface BeamState {
  order: number[];
  used: Uint8Array;
  /** Zobrist hashes of the placed set, to spot interchangeable prefixes without building keys. */
  hashA: number;
  hashB: number;
  /** acc[j] = Σ_{i placed} before[i][j] */
  acc: Float64Array;
  /** latest[k]: the rank of anchor term k's latest anchor placed so far (-1: none). */
  latest: Int16Array;
  score: number;
}

/**
 * Fixed pseudo-random 32-bit values per element (xorshift from a constant seed, so every run is the
 * same): a set's hash is the XOR of its elements' values. Two 32-bit halves make a 53-bit key.
 */
function zobrist(n: number): { a: Uint32Array; b: Uint32Array; lastA: Uint32Array; lastB: Uint32Array } {
  let x = 0x9e3779b9;
  const draw = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
  const table = () => Uint32Array.from({ length: n }, draw);
  return { a: table(), b: table(), lastA: table(), lastB: table() };
}

/** Key of a prefix by its placed set (including `j`) and its last element `j`. */
function prefixKey(hashA: number, hashB: number, j: number, keys: ReturnType<typeof zobrist>): number {
  const a = (hashA ^ keys.a[j]! ^ keys.lastA[j]!) >>> 0;
  const b = (hashB ^ keys.b[j]! ^ keys.lastB[j]!) & 0x1fffff;
  return a * 0x200000 + b;
}

function solveBeam(model: OrderModel): number[] {
  const { n, before, next, at } = model;
  const keys = zobrist(n);
  const anchors = indexAnchors(model);
  const { terms, termOf } = anchors;
  let beam: BeamState[] = [
    {
      order: [],
      used: new Uint8Array(n),
      hashA: 0,
      hashB: 0,
      acc: new Float64Array(n),
      latest: new Int16Array(terms.length).fill(-1),
      score: 0,
    },
  ];
  // Candidate c is (beam state ⌊c / n⌋, element c mod n); -Infinity marks an element already placed.
  const scores = new Float64Array(BEAM_WIDTH * n);
  const top = new Int32Array(4 * BEAM_WIDTH);
  for (let position = 0; position < n; position++) {
    const count = beam.length * n;
    for (let s = 0; s < beam.length; s++) {
      const state = beam[s]!;
      const last = state.order[state.order.length - 1];
      for (let j = 0; j < n; j++) {
        const term = termOf[j]!;
        scores[s * n + j] = state.used[j]
          ? -Infinity
          : state.score +
            state.acc[j]! +
            at[j * n + position]! +
            (last === undefined ? 0 : next[last * n + j]!) +
            (term < 0 ? 0 : scoreAt(terms[term]!, state.latest[term]!));
      }
    }
    // Only the best few candidates can enter the beam: select them instead of sorting all (equal
    // scores keep their order), and sort everything only if duplicates exhaust the selection.
    let ranked: ArrayLike<number> = top.subarray(0, topCandidates(scores, count, top));
    const available = beam.length * (n - position);
    if (ranked.length < available && distinctCount(ranked, beam, n, keys) < BEAM_WIDTH)
      ranked = allCandidates(scores, count);
    const nextBeam: BeamState[] = [];
    const seen = new Set<number>();
    for (let r = 0; r < ranked.length && nextBeam.length < BEAM_WIDTH; r++) {
      const c = ranked[r]!;
      const state = beam[Math.floor(c / n)]!;
      const j = c % n;
      // Two prefixes with the same set and the same last element are interchangeable: keep the better.
      const key = prefixKey(state.hashA, state.hashB, j, keys);
      if (seen.has(key)) continue;
      seen.add(key);
      const used = state.used.slice();
      used[j] = 1;
      const acc = state.acc.slice();
      for (let k = 0; k < n; k++) acc[k] = acc[k]! + before[j * n + k]!;
      const latest = state.latest.slice();
      for (const k of anchors.anchoring[j]!) latest[k] = Math.max(latest[k]!, anchors.rank[k]![j]!);
      nextBeam.push({
        order: [...state.order, j],
        used,
        hashA: (state.hashA ^ keys.a[j]!) >>> 0,
        hashB: (state.hashB ^ keys.b[j]!) >>> 0,
        acc,
        latest,
        score: scores[c]!,
      });
    }
    beam = nextBeam;
  }
  return beam[0]!.order;
}

/**
 * Writes the indices of the `out.length` best finite scores into `out`, best first, equal scores in
 * index order; returns how many were written.
 */
function topCandidates(scores: Float64Array, count: number, out: Int32Array): number {
  const capacity = out.length;
  let size = 0;
  for (let c = 0; c < count; c++) {
    const score = scores[c]!;
    if (score === -Infinity) continue;
    if (size === capacity && score <= scores[out[capacity - 1]!]!) continue;
    let k = size < capacity ? size++ : capacity - 1;
    while (k > 0 && scores[out[k - 1]!]! < score) {
      out[k] = out[k - 1]!;
      k--;
    }
    out[k] = c;
  }
  return size;
}

/** Every finite candidate, best first, equal scores in index order. */
function allCandidates(scores: Float64Array, count: number): number[] {
  const all: number[] = [];
  for (let c = 0; c < count; c++) if (scores[c] !== -Infinity) all.push(c);
  return all.sort((x, y) => scores[y]! - scores[x]! || x - y);
}

function distinctCount(
  ranked: ArrayLike<number>,
  beam: readonly BeamState[],
  n: number,
  keys: ReturnType<typeof zobrist>,
): number {
  const distinct = new Set<number>();
  for (let r = 0; r < ranked.length; r++) {
    const c = ranked[r]!;
    const state = beam[Math.floor(c / n)]!;
    distinct.add(prefixKey(state.hashA, state.hashB, c % n, keys));
  }
  return distinct.size;
}

/** Insertion moves (take one sentence out, put it elsewhere) while they raise the score. */
function improve(model: OrderModel, start: number[]): number[] {
  const order = start.slice();
  const gains = new Float64Array(order.length);
  for (let pass = 0; pass < 4; pass++) {
    let improved = false;
    for (let from = 0; from < order.length; from++) {
      let bestTo = -1;
      let bestGain = 1e-9;
      moveGains(model, order, from, gains);
      for (let to = 0; to < order.length; to++) {
        if (to === from) continue;
        const gain = gains[to]!;
        if (gain > bestGain) {
          bestGain = gain;
          bestTo = to;
        }
      }
      if (bestTo >= 0) {
        const [moved] = order.splice(from, 1);
        order.splice(bestTo, 0, moved!);
        improved = true;
      }
    }
    if (!improved) break;
  }
  return order;
}

/**
 * Adds to `out[to]` the change in the anchor terms when the element x at `from` moves to `to`, for
 * every target: x's move changes the sentences placed before another sentence y only by x itself,
 * and only when x passes y, so besides x's own term only the terms of the sentences it passes that
 * count x among their anchors change — and only when x is, or becomes, their latest anchor.
 */
function addAnchorGains(model: OrderModel, order: readonly number[], from: number, out: Float64Array): void {
  if (!model.anchors || model.anchors.length === 0) return;
  const { terms, termOf, rank } = indexAnchors(model);
  const x = order[from]!;
  const position = new Int32Array(model.n);
  order.forEach((i, p) => (position[i] = p));
  /** The rank of term k's latest anchor at a position before `end`, `skip` aside. */
  const latestBefore = (k: number, end: number, skip = -1): number => {
    const anchors = terms[k]!.anchors;
    for (let r = anchors.length - 1; r >= 0; r--) {
      const a = anchors[r]!;
      if (a !== skip && position[a]! < end) return r;
    }
    return -1;
  };
  const own = termOf[x]!;
  const ownNow = own < 0 ? 0 : scoreAt(terms[own]!, latestBefore(own, from));
  for (const step of [1, -1]) {
    let passed = 0;
    let ownLatest = own < 0 ? -1 : latestBefore(own, from);
    for (let to = from + step; to >= 0 && to < order.length; to += step) {
      const y = order[to]!;
      const k = termOf[y]!;
      const r = k < 0 ? -1 : rank[k]![x]!;
      if (r >= 0) {
        const latest = latestBefore(k, to);
        // Moving right, x leaves the sentences before y; moving left, it joins them.
        if (step === 1 && latest === r)
          passed += scoreAt(terms[k]!, latestBefore(k, to, x)) - scoreAt(terms[k]!, r);
        if (step === -1 && r > latest) passed += scoreAt(terms[k]!, r) - scoreAt(terms[k]!, latest);
      }
      if (own >= 0) {
        // Moving right, y joins the sentences before x; moving left, it leaves them.
        if (step === 1) ownLatest = Math.max(ownLatest, rank[own]![y]!);
        else if (rank[own]![y]! === ownLatest) ownLatest = latestBefore(own, to);
      }
      out[to] = out[to]! + passed + (own < 0 ? 0 : scoreAt(terms[own]!, ownLatest) - ownNow);
    }
  }
}

/**
 * moveGain for every target index at once, in O(n) (anchor terms: O(n · C)): the sums over the
 * elements passed over are accumulated as the target moves away from `from`. `out[from]` is left at 0.
 */
export function moveGains(
  model: OrderModel,
  order: readonly number[],
  from: number,
  out: Float64Array,
): void {
  const { n, before, next, at } = model;
  const link = (a: number | undefined, b: number | undefined): number =>
    a === undefined || b === undefined ? 0 : next[a * n + b]!;
  const x = order[from]!;
  const base =
    -at[x * n + from]! +
    link(order[from - 1], order[from + 1]) -
    link(order[from - 1], x) -
    link(x, order[from + 1]);
  out[from] = 0;
  let sum = 0;
  for (let to = from + 1; to < order.length; to++) {
    const y = order[to]!;
    sum += before[y * n + x]! - before[x * n + y]! + at[y * n + to - 1]! - at[y * n + to]!;
    out[to] = base + at[x * n + to]! + sum + link(y, x) + link(x, order[to + 1]) - link(y, order[to + 1]);
  }
  sum = 0;
  for (let to = from - 1; to >= 0; to--) {
    const y = order[to]!;
    sum += before[x * n + y]! - before[y * n + x]! + at[y * n + to + 1]! - at[y * n + to]!;
    out[to] = base + at[x * n + to]! + sum + link(order[to - 1], x) + link(x, y) - link(order[to - 1], y);
  }
  addAnchorGains(model, order, from, out);
}

/** The change in score when the element at `from` is moved to index `to` (O(|from - to|); O(n) with anchor terms). */
export function moveGain(model: OrderModel, order: readonly number[], from: number, to: number): number {
  const { n, before, next, at } = model;
  const link = (a: number | undefined, b: number | undefined): number =>
    a === undefined || b === undefined ? 0 : next[a * n + b]!;
  const x = order[from]!;
  let gain = at[x * n + to]! - at[x * n + from]!;
  gain += link(order[from - 1], order[from + 1]) - link(order[from - 1], x) - link(x, order[from + 1]);
  if (from < to) {
    for (let k = from + 1; k <= to; k++) {
      const y = order[k]!;
      gain += before[y * n + x]! - before[x * n + y]! + at[y * n + k - 1]! - at[y * n + k]!;
    }
    gain += link(order[to], x) + link(x, order[to + 1]) - link(order[to], order[to + 1]);
  } else {
    for (let k = to; k < from; k++) {
      const y = order[k]!;
      gain += before[x * n + y]! - before[y * n + x]! + at[y * n + k + 1]! - at[y * n + k]!;
    }
    gain += link(order[to - 1], x) + link(x, order[to]) - link(order[to - 1], order[to]);
  }
  if (model.anchors && model.anchors.length > 0) {
    const moved = order.slice();
    moved.splice(to, 0, moved.splice(from, 1)[0]!);
    gain += anchorTotal(model, moved) - anchorTotal(model, order);
  }
  return gain;
}
