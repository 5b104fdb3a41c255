import type { KeyboardEvent } from 'react';
import { useCallback, useMemo, useReducer } from 'react';
import { positionRoles, type PositionRole } from '@untangle/restructure-engine/format-order';
import { resultSentences, steeredText, type ResultSentences } from '../lib/result-sentences';
import {
  initialSteering,
  pinsOf,
  sameOrder,
  steeringReducer,
  type SteeringAction,
  type SteeringState,
} from '../lib/steering';
import { ANNOUNCE, handMovedNote } from '../lib/steering-texts';
import type { RestructureOutcome } from './useRestructure';

/** A screen-reader message; `id` changes with every message so a repeated text is read again. */
export interface Announcement {
  text: string;
  id: number;
}

/** The sentence whose list item should take focus after the next render. */
export interface FocusRequest {
  sentence: number;
  id: number;
}

interface HookState {
  source: RestructureOutcome;
  steering: SteeringState;
  announcement: Announcement;
  focus: FocusRequest | null;
}

type HookAction =
  | { type: 'load'; source: RestructureOutcome; model: ResultSentences }
  | { type: 'steer'; action: SteeringAction; announce?: string; focus?: number }
  | { type: 'announce'; text: string };

function load(source: RestructureOutcome, model: ResultSentences): SteeringState {
  const pinned = model.pinnable ? (source.pins ?? []).map((pin) => pin.sentence) : [];
  return initialSteering(model.base, pinned);
}

function reducer(state: HookState, action: HookAction): HookState {
  switch (action.type) {
    case 'load':
      return { ...state, source: action.source, steering: load(action.source, action.model), focus: null };
    case 'steer': {
      const steering = steeringReducer(state.steering, action.action);
      if (steering === state.steering) return state;
      return {
        ...state,
        steering,
        announcement: action.announce
          ? { text: action.announce, id: state.announcement.id + 1 }
          : state.announcement,
        focus:
          action.focus === undefined
            ? state.focus
            : { sentence: action.focus, id: (state.focus?.id ?? 0) + 1 },
      };
    }
    case 'announce':
      return { ...state, announcement: { text: action.text, id: state.announcement.id + 1 } };
  }
}

/**
 * Steering one result: the order on screen, moves (mouse, touch or keyboard), undo and redo, reset
 * to Untangle's order, pins for a re-run, and what the member takes away — the text in the order on
 * screen and the explanation with a note on their own moves. A new result starts afresh, keeping
 * the pins it was made with. Everything stays in the browser until a re-run or a save.
 */
export function useSteering(outcome: RestructureOutcome) {
  const model = useMemo(() => resultSentences(outcome), [outcome]);
  const [stored, dispatch] = useReducer(reducer, undefined, () => ({
    source: outcome,
    steering: load(outcome, model),
    announcement: { text: '', id: 0 },
    focus: null,
  }));
  // A new result (a restructure or a re-run) replaces the steering of the previous one: this render
  // already uses the new one, and the stored state follows.
  const fresh = stored.source === outcome;
  const state: HookState = fresh
    ? stored
    : { ...stored, source: outcome, steering: load(outcome, model), focus: null };
  if (!fresh) dispatch({ type: 'load', source: outcome, model });

  const { order, moved, pinned, past, future, base } = state.steering;
  const sentences = model.sentences;
  const total = order.length;
  const textOf = useCallback((sentence: number) => sentences[sentence] ?? '', [sentences]);

  const move = useCallback(
    (sentence: number, to: number, options: { focus?: boolean } = {}) => {
      const target = Math.max(0, Math.min(total - 1, to));
      dispatch({
        type: 'steer',
        action: { type: 'move', sentence, to: target },
        announce: ANNOUNCE.moved(textOf(sentence), target, total),
        ...(options.focus ? { focus: sentence } : {}),
      });
    },
    [textOf, total],
  );

  const undo = (focus?: number) => {
    const previous = past.at(-1);
    if (!previous) return;
    const announce =
      previous.subject === undefined
        ? ANNOUNCE.undoneReset
        : ANNOUNCE.undoneMove(textOf(previous.subject), previous.order.indexOf(previous.subject), total);
    dispatch({
      type: 'steer',
      action: { type: 'undo' },
      announce,
      ...(focus !== undefined ? { focus } : {}),
    });
  };

  const redo = (focus?: number) => {
    const next = future.at(-1);
    if (!next) return;
    const announce =
      next.subject === undefined
        ? ANNOUNCE.reset
        : ANNOUNCE.moved(textOf(next.subject), next.order.indexOf(next.subject), total);
    dispatch({
      type: 'steer',
      action: { type: 'redo' },
      announce,
      ...(focus !== undefined ? { focus } : {}),
    });
  };

  const reset = () => dispatch({ type: 'steer', action: { type: 'reset' }, announce: ANNOUNCE.reset });

  const togglePin = (sentence: number) =>
    dispatch({
      type: 'steer',
      action: { type: 'toggle-pin', sentence },
      announce: pinned.includes(sentence)
        ? ANNOUNCE.unpinned(textOf(sentence))
        : ANNOUNCE.pinned(textOf(sentence), order.indexOf(sentence), total),
    });

  const announce = useCallback((text: string) => dispatch({ type: 'announce', text }), []);

  /** Ctrl+Z (Cmd+Z) undoes, Ctrl+Shift+Z or Ctrl+Y redoes; a focused sentence keeps the focus. */
  const handleShortcut = (event: KeyboardEvent<HTMLElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    const item = (event.target as HTMLElement).closest?.('[data-sentence]');
    const focus = item ? Number(item.getAttribute('data-sentence')) : undefined;
    event.preventDefault();
    if (key === 'y' || event.shiftKey) redo(focus);
    else undo(focus);
  };

  const note = handMovedNote(sentences, order, moved);
  const text = steeredText(model, order, outcome.detectedLogicType);
  const explanation = note ? `${outcome.explanation}\n\n${note}` : outcome.explanation;
  const steered: RestructureOutcome = useMemo(
    () => ({ ...outcome, outputText: text, explanation }),
    [outcome, text, explanation],
  );

  return {
    sentences,
    type: outcome.detectedLogicType,
    /**
     * What each position shows: a heading (the first line, a section's) or a sign-off as written
     * and unlabelled, or an item labelled by its place in its list or section.
     */
    roles: roles(model, order),
    pinnable: model.pinnable,
    base,
    order,
    moved,
    pinned,
    pins: pinsOf(state.steering),
    changed: !sameOrder(order, base),
    canUndo: past.length > 0,
    canRedo: future.length > 0,
    move,
    undo: () => undo(),
    redo: () => redo(),
    reset,
    togglePin,
    announce,
    handleShortcut,
    announcement: state.announcement,
    focusRequest: state.focus,
    note,
    steered,
  };
}

export type Steering = ReturnType<typeof useSteering>;

/** The roles of an order's positions in the input's layout; without the input, every one an item. */
function roles(model: Pick<ResultSentences, 'text'>, order: readonly number[]): PositionRole[] {
  if (!model.text) return order.map((_, place) => ({ kind: 'item', place }));
  return positionRoles(model.text.analysed.layout, order);
}
