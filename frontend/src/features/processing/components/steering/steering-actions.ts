import type { SentencePin } from '@untangle/contracts';
import type { useSaveOrder } from '../../hooks/useSaveOrder';
import type { Steering } from '../../hooks/useSteering';
import type { SteeringPanelProps } from './SteeringPanel';

/** A re-run of the shown result with pins, and whether one is under way. */
export interface Rerun {
  run: (pins: SentencePin[]) => void;
  pending: boolean;
}

/** The steering panel's actions for a result: a re-run with the current pins, and saving the order when the page can save. */
export function steeringActions(
  steering: Steering,
  rerun: Rerun | undefined,
  save: ReturnType<typeof useSaveOrder>,
): Pick<SteeringPanelProps, 'rerun' | 'save'> {
  return {
    ...(rerun ? { rerun: { run: () => rerun.run(steering.pins), pending: rerun.pending } } : {}),
    ...(save.canSave
      ? { save: { run: () => void save.saveOrder(), pending: save.pending, dirty: save.dirty } }
      : {}),
  };
}
