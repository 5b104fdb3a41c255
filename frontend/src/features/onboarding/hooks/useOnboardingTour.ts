import { useState } from 'react';

/** Steps advance one at a time, each marked complete; the last Next finishes the tour. */
export function useOnboardingTour(stepCount: number, onComplete: () => void) {
  const [index, setIndex] = useState(0);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(new Set());
  const isLast = index === stepCount - 1;

  const next = () => {
    setCompleted((done) => new Set(done).add(index));
    if (isLast) onComplete();
    else setIndex(index + 1);
  };

  return {
    index,
    isLast,
    completed,
    percent: Math.round(((index + 1) / stepCount) * 100),
    next,
    skip: onComplete,
  };
}
