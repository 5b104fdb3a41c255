import { Columns2, Redo2, RefreshCw, RotateCcw, Save, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/Button';
import { Spinner } from '../../../../components/ui/Spinner';
import type { Steering } from '../../hooks/useSteering';
import { STEERING_TEXT } from '../../lib/steering-texts';

export interface SteeringToolbarProps {
  steering: Steering;
  compare: boolean;
  onCompareChange: (compare: boolean) => void;
  /** A re-run keeping the pinned sentences in place; absent where the member cannot re-run. */
  rerun?: { run: () => void; pending: boolean };
  /** Saving the order on screen to the history; absent for visitors. */
  save?: { run: () => void; pending: boolean; dirty: boolean };
}

/**
 * An action that stays focusable when it cannot act (aria-disabled rather than disabled), so the
 * focus never drops to the page when, say, the last undo empties the undo stack.
 */
function Action({
  label,
  icon,
  enabled,
  onClick,
  ...rest
}: {
  label: string;
  icon: ReactNode;
  enabled: boolean;
  onClick: () => void;
  'aria-keyshortcuts'?: string;
  'aria-pressed'?: boolean;
}) {
  return (
    <Button
      size="sm"
      variant={rest['aria-pressed'] ? 'secondary' : 'outline'}
      aria-disabled={!enabled || undefined}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      onClick={() => enabled && onClick()}
      {...rest}
    >
      {icon} {label}
    </Button>
  );
}

/** Compare with original, Undo, Redo, Reset to Untangle's order, and (when offered) re-run and save. */
export function SteeringToolbar({ steering, compare, onCompareChange, rerun, save }: SteeringToolbarProps) {
  const icon = (Icon: typeof Undo2) => <Icon className="h-4 w-4" aria-hidden="true" />;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Order">
      <Action
        label={STEERING_TEXT.compare}
        icon={icon(Columns2)}
        enabled
        aria-pressed={compare}
        onClick={() => onCompareChange(!compare)}
      />
      {[
        {
          label: STEERING_TEXT.undo,
          Icon: Undo2,
          enabled: steering.canUndo,
          keys: 'Control+Z',
          run: steering.undo,
        },
        {
          label: STEERING_TEXT.redo,
          Icon: Redo2,
          enabled: steering.canRedo,
          keys: 'Control+Shift+Z',
          run: steering.redo,
        },
        { label: STEERING_TEXT.reset, Icon: RotateCcw, enabled: steering.changed, run: steering.reset },
      ].map(({ label, Icon, enabled, keys, run }) => (
        <Action
          key={label}
          label={label}
          icon={icon(Icon)}
          enabled={enabled}
          aria-keyshortcuts={keys}
          onClick={run}
        />
      ))}
      {rerun && steering.pinnable && (
        <Action
          label={STEERING_TEXT.rerun}
          icon={rerun.pending ? <Spinner /> : icon(RefreshCw)}
          enabled={steering.pins.length > 0 && !rerun.pending}
          onClick={rerun.run}
        />
      )}
      {save && (
        <Action
          label={STEERING_TEXT.save}
          icon={save.pending ? <Spinner /> : icon(Save)}
          enabled={save.dirty && !save.pending}
          onClick={save.run}
        />
      )}
    </div>
  );
}
