import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';

/** A drag in progress: which sentence, and the place it would take if dropped now. */
export interface DragState {
  sentence: number;
  to: number;
}

/** How close to the window's edge (px) a drag scrolls the page, and by how much per move. */
const EDGE = 48;
const SCROLL_STEP = 12;

/**
 * Drag and drop of list items with pointer events (mouse, touch and pen alike): the pointer is
 * captured by the item's handle, the drop place is the number of other items whose middle lies above
 * the pointer, the page scrolls near the window's edges, and Escape cancels.
 */
export function usePointerDrag(
  order: readonly number[],
  items: RefObject<Map<number, HTMLElement>>,
  onDrop: (sentence: number, to: number) => void,
) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const dragRef = useRef<DragState | null>(null);

  const update = (next: DragState | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  useEffect(() => {
    if (!drag) return;
    const cancel = (event: KeyboardEvent) => {
      if (event.key === 'Escape') update(null);
    };
    window.addEventListener('keydown', cancel);
    return () => window.removeEventListener('keydown', cancel);
  }, [drag]);

  const placeFor = (sentence: number, clientY: number): number => {
    let above = 0;
    for (const other of order) {
      if (other === sentence) continue;
      const rect = items.current?.get(other)?.getBoundingClientRect();
      if (rect && clientY > rect.top + rect.height / 2) above++;
    }
    return above;
  };

  const handleProps = (sentence: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      update({ sentence, to: order.indexOf(sentence) });
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      const current = dragRef.current;
      if (!current || current.sentence !== sentence) return;
      if (event.clientY < EDGE) window.scrollBy(0, -SCROLL_STEP);
      else if (event.clientY > window.innerHeight - EDGE) window.scrollBy(0, SCROLL_STEP);
      const to = placeFor(sentence, event.clientY);
      if (to !== current.to) update({ sentence, to });
    },
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
      const current = dragRef.current;
      event.currentTarget.releasePointerCapture?.(event.pointerId);
      update(null);
      if (current && current.sentence === sentence) onDrop(sentence, current.to);
    },
    onPointerCancel: () => update(null),
  });

  return { drag, handleProps };
}
