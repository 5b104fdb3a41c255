import type { SentencePin } from '@untangle/contracts';
import { SteeringPanel } from '../features/processing/components/steering/SteeringPanel';
import type { RestructureOutcome } from '../features/processing/hooks/useRestructure';
import { useSteering, type Steering } from '../features/processing/hooks/useSteering';

export interface SteeredProps {
  outcome: RestructureOutcome;
  onRerun?: (pins: SentencePin[]) => void;
  /** Sees the steering after every render (what a card would export). */
  onSteering?: (steering: Steering) => void;
}

/** The steering panel of one result, as a card holds it (the card's Ctrl+Z handler included). */
export function Steered({ outcome, onRerun, onSteering }: SteeredProps) {
  const steering = useSteering(outcome);
  onSteering?.(steering);
  return (
    <div onKeyDown={steering.handleShortcut}>
      <SteeringPanel
        steering={steering}
        inputText={outcome.inputText}
        {...(onRerun ? { rerun: { run: () => onRerun(steering.pins), pending: false } } : {})}
      />
    </div>
  );
}
