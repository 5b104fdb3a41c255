/**
 * Turns pairwise scores into one total order. The objective of an order π is
 *   Σ_{i before j} before[i][j] + Σ_{j right after i} next[i][j] + Σ_i at[i][position of i].
 * Hard constraints are large `before` weights. Small inputs (n ≤ EXACT_LIMIT) are solved exactly by
 * dynamic programming over subsets; larger ones by beam search followed by insertion moves. A tiny
 * bonus for keeping the input order makes the result stable when nothing distinguishes sentences.
 */

export const EXACT_LIMIT = 12;
const BEAM_WIDTH = 8;
const STABILITY = 0.01;

export interface OrderModel {
  n: number;
  before: Float64Array;
  next: Float64Array;
  at: Float64Array;
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
  return score;
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
  const popcount = new Uint8Array(size);
  for (let S = 1; S < size; S++) popcount[S] = popcount[S >> 1]! + (S & 1);
  for (let S = 1; S < size; S++) {
    const position = popcount[S]!;
    for (let last = 0; last < n; last++) {
      const current = dp[S * n + last]!;
      if (current === -Infinity) continue;
      for (let j = 0; j < n; j++) {
        if (S & (1 << j)) continue;
        const T = S | (1 << j);
        const value = current + next[last * n + j]! + inSum[S * n + j]! + at[j * n + position]!;
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
  /** The placed set as a bit mask, to spot interchangeable prefixes. */
  mask: bigint;
  /** acc[j] = Σ_{i placed} before[i][j] */
  acc: Float64Array;
  score: number;
}

function solveBeam(model: OrderModel): number[] {
  const { n, before, next, at } = model;
  let beam: BeamState[] = [
    { order: [], used: new Uint8Array(n), mask: 0n, acc: new Float64Array(n), score: 0 },
  ];
  for (let position = 0; position < n; position++) {
    const candidates: Candidate[] = [];
    for (const state of beam) {
      const last = state.order[state.order.length - 1];
      for (let j = 0; j < n; j++) {
        if (state.used[j]) continue;
        const score =
          state.score +
          state.acc[j]! +
          at[j * n + position]! +
          (last === undefined ? 0 : next[last * n + j]!);
        candidates.push({ state, j, score });
      }
    }
    const nextBeam: BeamState[] = [];
    const seen = new Set<string>();
    // Only the best few candidates can enter the beam: select them instead of sorting all (stable
    // order of equal scores kept), and sort everything only if duplicates exhaust the selection.
    let ranked = topCandidates(candidates, 4 * BEAM_WIDTH);
    if (ranked.length < candidates.length && distinctCount(ranked) < BEAM_WIDTH)
      ranked = candidates.slice().sort((a, b) => b.score - a.score);
    for (const candidate of ranked) {
      if (nextBeam.length >= BEAM_WIDTH) break;
      // Two prefixes with the same set and the same last element are interchangeable: keep the better.
      const mask = candidate.state.mask | (1n << BigInt(candidate.j));
      const key = `${candidate.j}:${mask}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const used = candidate.state.used.slice();
      used[candidate.j] = 1;
      const acc = candidate.state.acc.slice();
      for (let k = 0; k < n; k++) acc[k] = acc[k]! + before[candidate.j * n + k]!;
      nextBeam.push({
        order: [...candidate.state.order, candidate.j],
        used,
        mask,
        acc,
        score: candidate.score,
      });
    }
    beam = nextBeam;
  }
  return beam[0]!.order;
}

interface Candidate {
  state: BeamState;
  j: number;
  score: number;
}

/** The `count` best candidates by score, equal scores in their original order. */
function topCandidates(candidates: readonly Candidate[], count: number): Candidate[] {
  const top: Candidate[] = [];
  for (const candidate of candidates) {
    if (top.length === count && candidate.score <= top[count - 1]!.score) continue;
    let k = top.length;
    while (k > 0 && top[k - 1]!.score < candidate.score) k--;
    top.splice(k, 0, candidate);
    if (top.length > count) top.pop();
  }
  return top;
}

function distinctCount(candidates: readonly Candidate[]): number {
  return new Set(candidates.map((c) => `${c.j}:${c.state.mask | (1n << BigInt(c.j))}`)).size;
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
 * moveGain for every target index at once, in O(n): the sums over the elements passed over are
 * accumulated as the target moves away from `from`. `out[from]` is left at 0.
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
}

/** The change in score when the element at `from` is moved to index `to` (O(|from - to|)). */
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
  return gain;
}
