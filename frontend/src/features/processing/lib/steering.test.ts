import { PIN_LIMITS } from '@untangle/contracts';
import { describe, expect, it } from 'vitest';
import {
  HISTORY_LIMIT,
  initialSteering,
  pinsOf,
  steeringReducer,
  type SteeringAction,
  type SteeringState,
} from './steering';

/** Untangle's order of five sentences. */
const BASE = [2, 1, 4, 3, 0];

function steer(state: SteeringState, ...actions: SteeringAction[]): SteeringState {
  return actions.reduce(steeringReducer, state);
}

const move = (sentence: number, to: number): SteeringAction => ({ type: 'move', sentence, to });

describe('steeringReducer', () => {
  it('moves a sentence to a place and shifts the others, remembering it was moved by hand', () => {
    const state = steer(initialSteering(BASE), move(0, 1));
    expect(state.order).toEqual([2, 0, 1, 4, 3]);
    expect(state.moved).toEqual([0]);
    expect(state.base).toEqual(BASE);
  });

  it('keeps moves inside the list and ignores a move to where the sentence already is', () => {
    const start = initialSteering(BASE);
    expect(steer(start, move(0, 99)).order).toEqual(BASE);
    expect(steer(start, move(2, -3))).toBe(start);
    expect(steer(start, move(7, 0))).toBe(start);
    expect(steer(start, move(2, 0)).past).toHaveLength(0);
  });

  it('forgets a hand move once the sentence is back at Untangle’s place', () => {
    const state = steer(initialSteering(BASE), move(0, 0), move(0, 4));
    expect(state.order).toEqual(BASE);
    expect(state.moved).toEqual([]);
  });

  it('undoes and redoes moves in order, and a new move clears what could be redone', () => {
    const moved = steer(initialSteering(BASE), move(0, 0), move(3, 1));
    expect(moved.order).toEqual([0, 3, 2, 1, 4]);
    const undone = steer(moved, { type: 'undo' });
    expect(undone.order).toEqual([0, 2, 1, 4, 3]);
    expect(undone.moved).toEqual([0]);
    const twice = steer(undone, { type: 'undo' });
    expect(twice.order).toEqual(BASE);
    expect(steer(twice, { type: 'undo' })).toBe(twice);
    const redone = steer(twice, { type: 'redo' }, { type: 'redo' });
    expect(redone.order).toEqual(moved.order);
    expect(redone.moved).toEqual(moved.moved);
    expect(steer(redone, { type: 'redo' })).toBe(redone);
    const branched = steer(undone, move(4, 0));
    expect(branched.future).toEqual([]);
  });

  it('remembers which sentence each step moved, for the announcement of its undo', () => {
    const state = steer(initialSteering(BASE), move(3, 0), { type: 'reset' });
    expect(state.past.map((step) => step.subject)).toEqual([3, undefined]);
    expect(steer(state, { type: 'undo' }).future.at(-1)?.subject).toBeUndefined();
  });

  it("resets to Untangle's order as one step that can be undone", () => {
    const moved = steer(initialSteering(BASE), move(0, 0), move(1, 4));
    const reset = steer(moved, { type: 'reset' });
    expect(reset.order).toEqual(BASE);
    expect(reset.moved).toEqual([]);
    expect(steer(reset, { type: 'reset' })).toBe(reset);
    expect(steer(reset, { type: 'undo' }).order).toEqual(moved.order);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps to undo`, () => {
    let state = initialSteering(BASE);
    for (let k = 0; k < HISTORY_LIMIT + 20; k++) state = steer(state, move(BASE[k % 5]!, (k * 3) % 5));
    expect(state.past.length).toBeLessThanOrEqual(HISTORY_LIMIT);
  });

  it('pins and unpins a sentence without touching the order or the undo stack', () => {
    const pinned = steer(initialSteering(BASE), { type: 'toggle-pin', sentence: 4 });
    expect(pinned.pinned).toEqual([4]);
    expect(pinned.order).toBe(BASE);
    expect(pinned.past).toEqual([]);
    expect(steer(pinned, { type: 'toggle-pin', sentence: 4 }).pinned).toEqual([]);
    expect(steer(pinned, { type: 'toggle-pin', sentence: 9 })).toBe(pinned);
  });

  it(`pins at most ${PIN_LIMITS.maxPins} sentences, the bound the API takes`, () => {
    const many = Array.from({ length: PIN_LIMITS.maxPins + 2 }, (_, k) => k);
    let state = initialSteering(many);
    for (const sentence of many) state = steer(state, { type: 'toggle-pin', sentence });
    expect(state.pinned).toHaveLength(PIN_LIMITS.maxPins);
  });

  it('starts with the pins a re-run was made with, dropping any the result does not hold', () => {
    expect(initialSteering(BASE, [3, 8]).pinned).toEqual([3]);
  });
});

describe('pinsOf', () => {
  it('sends every pinned sentence at its place on screen now, after the member’s moves', () => {
    const state = steer(initialSteering(BASE, [4]), { type: 'toggle-pin', sentence: 0 }, move(0, 0));
    expect(state.order).toEqual([0, 2, 1, 4, 3]);
    expect(pinsOf(state)).toEqual([
      { sentence: 0, position: 0 },
      { sentence: 4, position: 3 },
    ]);
  });
});
