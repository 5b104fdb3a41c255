import { PIN_LIMITS, type SentencePin } from '@untangle/contracts';

/**
 * The order a member steers, as a pure reducer: the engine's order, the order on screen, which
 * sentences the member moved by hand, which are pinned, and the undo and redo stacks. Nothing here
 * talks to the server: moves cost nothing until the member re-runs or saves.
 */

/** Undo keeps at most this many steps, so memory stays bounded however long a member steers. */
export const HISTORY_LIMIT = 100;

/** What an undo or redo brings back. `subject`: the sentence a move moved; none for a reset. */
export interface SteeringSnapshot {
  order: readonly number[];
  moved: readonly number[];
  subject?: number;
}

export interface SteeringState {
  /** Untangle's order: the engine's answer. */
  base: readonly number[];
  /** Input sentence indices in the order on screen. */
  order: readonly number[];
  /** Sentences the member moved by hand that are not at Untangle's place for them now. */
  moved: readonly number[];
  /** Sentences to keep where they are on the next re-run. */
  pinned: readonly number[];
  /** Earlier states, the latest last; each with the change that led away from it. */
  past: readonly SteeringSnapshot[];
  /** States undone, the next redo last. */
  future: readonly SteeringSnapshot[];
}

export type SteeringAction =
  | { type: 'move'; sentence: number; to: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset' }
  | { type: 'toggle-pin'; sentence: number };

export function initialSteering(base: readonly number[], pinned: readonly number[] = []): SteeringState {
  return {
    base,
    order: base,
    moved: [],
    pinned: pinned.filter((sentence) => base.includes(sentence)),
    past: [],
    future: [],
  };
}

export function steeringReducer(state: SteeringState, action: SteeringAction): SteeringState {
  switch (action.type) {
    case 'move': {
      const from = state.order.indexOf(action.sentence);
      const to = Math.max(0, Math.min(state.order.length - 1, Math.trunc(action.to)));
      if (from < 0 || from === to) return state;
      const order = moveItem(state.order, from, to);
      const moved = stillMoved(state.base, order, [...state.moved, action.sentence]);
      return record(state, { order, moved, subject: action.sentence });
    }
    case 'reset': {
      if (sameOrder(state.order, state.base) && state.moved.length === 0) return state;
      return record(state, { order: state.base, moved: [] });
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        order: previous.order,
        moved: previous.moved,
        past: state.past.slice(0, -1),
        future: [...state.future, { order: state.order, moved: state.moved, subject: previous.subject }],
      };
    }
    case 'redo': {
      const next = state.future.at(-1);
      if (!next) return state;
      return {
        ...state,
        order: next.order,
        moved: next.moved,
        past: [...state.past, { order: state.order, moved: state.moved, subject: next.subject }],
        future: state.future.slice(0, -1),
      };
    }
    case 'toggle-pin': {
      if (!state.order.includes(action.sentence)) return state;
      if (state.pinned.includes(action.sentence))
        return { ...state, pinned: state.pinned.filter((sentence) => sentence !== action.sentence) };
      if (state.pinned.length >= PIN_LIMITS.maxPins) return state;
      return { ...state, pinned: [...state.pinned, action.sentence] };
    }
  }
}

/** A change the member can undo: the state it leaves goes on the undo stack, redo is cleared. */
function record(state: SteeringState, next: SteeringSnapshot): SteeringState {
  const left: SteeringSnapshot = { order: state.order, moved: state.moved, subject: next.subject };
  return {
    ...state,
    order: next.order,
    moved: next.moved,
    past: [...state.past, left].slice(-HISTORY_LIMIT),
    future: [],
  };
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The hand-moved sentences that sit somewhere other than Untangle's place for them. */
function stillMoved(base: readonly number[], order: readonly number[], moved: readonly number[]): number[] {
  return [...new Set(moved)].filter((sentence) => base.indexOf(sentence) !== order.indexOf(sentence));
}

export function sameOrder(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** The pins a re-run sends: every pinned sentence at its place on screen now. */
export function pinsOf(state: Pick<SteeringState, 'order' | 'pinned'>): SentencePin[] {
  return state.pinned
    .map((sentence) => ({ sentence, position: state.order.indexOf(sentence) }))
    .filter((pin) => pin.position >= 0)
    .sort((a, b) => a.position - b.position);
}
