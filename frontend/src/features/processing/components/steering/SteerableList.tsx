import { displaySentence } from '@untangle/restructure-engine/format-order';
import { ArrowDown, GripVertical } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useLayoutEffect, useRef } from 'react';
import { cn } from '../../../../lib/cn';
import { usePointerDrag } from '../../hooks/usePointerDrag';
import type { Steering } from '../../hooks/useSteering';
import { snippet } from '../../lib/steering-texts';
import type { ViewKind } from '../result-views/view-kinds';
import { PinToggle } from './PinToggle';
import { SentenceOrigin } from './SentenceOrigin';

export interface SteerableListProps {
  steering: Steering;
  kind: ViewKind;
  /** Compare mode: each item also shows where it came from and whether it moved. */
  compare: boolean;
  /** The sentence highlighted on both sides of the comparison. */
  highlighted: number | null;
  onHighlight: (sentence: number | null) => void;
  /** Id of the text that tells keyboard users how to move a sentence. */
  hintId: string;
}

/**
 * The result's sentences as an ordered list the member can reorder: drag an item by its handle
 * (mouse, touch, pen), or focus it and press Alt+ArrowUp / Alt+ArrowDown — focus stays on the moved
 * sentence. ArrowUp / ArrowDown alone go to the previous or next sentence.
 */
export function SteerableList({
  steering,
  kind,
  compare,
  highlighted,
  onHighlight,
  hintId,
}: SteerableListProps) {
  const { order, sentences, type, move, focusRequest } = steering;
  const items = useRef(new Map<number, HTMLElement>());
  const { drag, handleProps } = usePointerDrag(order, items, (sentence, to) =>
    move(sentence, to, { focus: true }),
  );

  // After a move, undo or redo from the keyboard, the moved sentence has the focus again.
  useLayoutEffect(() => {
    if (focusRequest) items.current.get(focusRequest.sentence)?.focus();
  }, [focusRequest]);

  const total = order.length;
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, sentence: number, position: number) => {
    if (event.target !== event.currentTarget) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    if (event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const step = event.key === 'ArrowUp' ? -1 : 1;
    if (!event.altKey) {
      const neighbour = order[position + step];
      if (neighbour !== undefined) items.current.get(neighbour)?.focus();
      return;
    }
    if (position + step < 0 || position + step >= total) {
      steering.announce(
        `'${snippet(sentences[sentence] ?? '')}' is already ${step < 0 ? 'first' : 'last'}, at position ${position + 1} of ${total}`,
      );
      return;
    }
    move(sentence, position + step, { focus: true });
  };

  // Where the dragged sentence would land: a line before the sentence that would follow it.
  const others = drag ? order.filter((sentence) => sentence !== drag.sentence) : [];
  const landsBefore = drag && drag.to < others.length ? others[drag.to] : undefined;
  const landsLast = drag !== null && drag.to >= others.length ? others.at(-1) : undefined;
  const dropMarked = drag !== null && drag.to !== order.indexOf(drag.sentence);

  return (
    <ol className={cn('flex flex-col', kind.listClass, drag && 'select-none')}>
      {order.map((sentence, position) => {
        const text = sentences[sentence] ?? '';
        // A heading line ('How to make tea:', a section's 'Method:') stands above its items, which
        // are labelled from 1, and a letter's sign-off ('Thanks, Anna') below them; neither is
        // labelled, nor are the lines around a list that are none of its items.
        const role = steering.roles[position] ?? { kind: 'item', place: position };
        const isHeading = role.kind === 'heading';
        const framed = role.kind !== 'item';
        const place = role.kind === 'item' ? role.place : 0;
        return (
          <li
            key={sentence}
            ref={(element) => {
              if (element) items.current.set(sentence, element);
              else items.current.delete(sentence);
            }}
            data-sentence={sentence}
            data-testid="result-sentence"
            tabIndex={0}
            aria-describedby={hintId}
            onKeyDown={(event) => onKeyDown(event, sentence, position)}
            onFocus={() => onHighlight(sentence)}
            onBlur={() => onHighlight(null)}
            onMouseEnter={() => onHighlight(sentence)}
            onMouseLeave={() => onHighlight(null)}
            className={cn(
              'relative flex items-start gap-2 rounded-lg border p-3 pl-1',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              'motion-safe:transition-shadow',
              framed ? 'border-slate-200 bg-white' : kind.itemClass(place),
              highlighted === sentence && 'ring-2 ring-indigo-500',
              drag?.sentence === sentence && 'opacity-60 shadow-lg',
              dropMarked &&
                landsBefore === sentence &&
                'before:absolute before:inset-x-0 before:-top-2 before:h-1 before:rounded before:bg-indigo-600',
              dropMarked &&
                landsLast === sentence &&
                'after:absolute after:inset-x-0 after:-bottom-2 after:h-1 after:rounded after:bg-indigo-600',
            )}
          >
            {kind.arrows && place > 0 && !framed && (
              <span
                aria-hidden="true"
                data-testid="chain-arrow"
                className="absolute -top-6 left-1/2 -translate-x-1/2 text-green-700"
              >
                <ArrowDown className="h-5 w-5" />
              </span>
            )}
            <span
              aria-hidden="true"
              data-testid="drag-handle"
              title="Drag to move"
              className="flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center text-slate-500 select-none hover:text-slate-800 active:cursor-grabbing"
              {...handleProps(sentence)}
            >
              <GripVertical className="h-4 w-4" />
            </span>
            <div className="flex min-w-0 flex-1 items-start gap-3">
              {kind.labelPlacement === 'beside' && !framed && kind.label(place)}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                {((kind.labelPlacement === 'above' && !framed) || compare) && (
                  <div className="flex flex-wrap items-center gap-2">
                    {kind.labelPlacement === 'above' && !framed && kind.label(place)}
                    {compare && (
                      <SentenceOrigin sentence={sentence} position={position} pinnable={steering.pinnable} />
                    )}
                  </div>
                )}
                {framed ? (
                  <p
                    className={cn(
                      'text-sm leading-6 break-words',
                      isHeading ? 'font-semibold text-slate-900' : 'text-slate-800',
                    )}
                  >
                    {text.trim()}
                  </p>
                ) : (
                  <p className="text-sm leading-6 break-words whitespace-pre-wrap text-slate-800">
                    {displaySentence(text, type)}
                  </p>
                )}
              </div>
            </div>
            {steering.pinnable && (
              <PinToggle
                pinned={steering.pinned.includes(sentence)}
                name={snippet(text)}
                onToggle={() => steering.togglePin(sentence)}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
