import { safeStorage } from '../../../lib/local-storage';

/** The three localStorage keys of the demo progress. */
export const DEMO_STORAGE_KEYS = {
  progress: 'demo_progress',
  completed: 'demo_completed',
  modalShown: 'demo_modal_shown',
} as const;

export interface DemoProgress {
  /** Ids of the examples expanded at least once. */
  viewed: string[];
  /** When the last example was first viewed; null until all are. */
  completedAt: string | null;
  completed: boolean;
  modalShown: boolean;
}

export function readDemoProgress(): DemoProgress {
  let viewed: string[] = [];
  let completedAt: string | null = null;
  try {
    const parsed: unknown = JSON.parse(safeStorage.get(DEMO_STORAGE_KEYS.progress) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const record = parsed as { viewed?: unknown; completedAt?: unknown };
      if (Array.isArray(record.viewed))
        viewed = record.viewed.filter((id): id is string => typeof id === 'string');
      if (typeof record.completedAt === 'string') completedAt = record.completedAt;
    }
  } catch {
    // A damaged value starts the progress afresh.
  }
  return {
    viewed,
    completedAt,
    completed: safeStorage.get(DEMO_STORAGE_KEYS.completed) === 'true',
    modalShown: safeStorage.get(DEMO_STORAGE_KEYS.modalShown) === 'true',
  };
}

export function writeDemoProgress(progress: DemoProgress): void {
  safeStorage.set(
    DEMO_STORAGE_KEYS.progress,
    JSON.stringify({ viewed: progress.viewed, completedAt: progress.completedAt }),
  );
  if (progress.completed) safeStorage.set(DEMO_STORAGE_KEYS.completed, 'true');
  if (progress.modalShown) safeStorage.set(DEMO_STORAGE_KEYS.modalShown, 'true');
}

export function clearDemoProgress(): void {
  for (const key of Object.values(DEMO_STORAGE_KEYS)) safeStorage.remove(key);
}
