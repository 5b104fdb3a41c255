import { useCallback, useState } from 'react';
import { clearDemoProgress, readDemoProgress, writeDemoProgress, type DemoProgress } from './demo-storage';

/**
 * Which demo examples the visitor has opened, kept in localStorage. Viewing the last unviewed
 * one sets the all-completed flag and its timestamp.
 */
export function useDemoProgress(exampleIds: readonly string[]) {
  const [progress, setProgress] = useState<DemoProgress>(readDemoProgress);

  const update = useCallback((change: (current: DemoProgress) => DemoProgress) => {
    setProgress((current) => {
      const next = change(current);
      if (next !== current) writeDemoProgress(next);
      return next;
    });
  }, []);

  const markViewed = useCallback(
    (id: string) =>
      update((current) => {
        if (current.viewed.includes(id)) return current;
        const viewed = [...current.viewed, id];
        const allViewed = exampleIds.every((exampleId) => viewed.includes(exampleId));
        const completing = allViewed && !current.completed;
        return {
          ...current,
          viewed,
          completed: current.completed || allViewed,
          completedAt: completing ? new Date().toISOString() : current.completedAt,
        };
      }),
    [exampleIds, update],
  );

  const markModalShown = useCallback(
    () => update((current) => (current.modalShown ? current : { ...current, modalShown: true })),
    [update],
  );

  const reset = useCallback(() => {
    clearDemoProgress();
    setProgress({ viewed: [], completedAt: null, completed: false, modalShown: false });
  }, []);

  const viewedCount = exampleIds.filter((id) => progress.viewed.includes(id)).length;
  return { progress, viewedCount, markViewed, markModalShown, reset };
}
