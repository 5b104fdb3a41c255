import { LOGIC_TYPE_LABELS } from '@untangle/contracts';
import { LogicTypeBadge } from '../../../components/LogicTypeBadge';
import { Badge } from '../../../components/ui/Badge';
import type { RestructureOutcome, SaveResult } from '../hooks/useRestructure';
import { useSaveOrder } from '../hooks/useSaveOrder';
import { useSteering } from '../hooks/useSteering';
import { ExplanationPanel } from './ExplanationPanel';
import { SteeringPanel } from './steering/SteeringPanel';
import { steeringActions, type Rerun } from './steering/steering-actions';

export interface LandingResultProps {
  outcome: RestructureOutcome;
  rerun?: Rerun;
  saveResult?: SaveResult;
  autoSaved?: boolean;
}

/**
 * The landing tool's result: the type's label, the sentences in their view (compare with the
 * original, steer the order, pin and re-run) and the 'Logic Explanation' panel.
 */
export function LandingResult({ outcome, rerun, saveResult, autoSaved = false }: LandingResultProps) {
  const steering = useSteering(outcome);
  const save = useSaveOrder(steering.steered, outcome, autoSaved, saveResult);
  return (
    <section
      aria-label="Result"
      className="flex flex-col gap-4"
      data-testid="landing-result"
      onKeyDown={steering.handleShortcut}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-slate-900">
          {LOGIC_TYPE_LABELS[outcome.detectedLogicType]}
        </h3>
        <LogicTypeBadge type={outcome.detectedLogicType} />
        {outcome.requestedLogicType === 'auto-detect' && (
          <Badge tone="indigo">{LOGIC_TYPE_LABELS['auto-detect']}</Badge>
        )}
      </div>
      <SteeringPanel
        steering={steering}
        inputText={outcome.inputText}
        {...steeringActions(steering, rerun, save)}
      />
      <ExplanationPanel title="Logic Explanation" text={outcome.explanation} note={steering.note} />
    </section>
  );
}
