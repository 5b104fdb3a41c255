import { useId, useState } from 'react';
import type { Steering } from '../../hooks/useSteering';
import { STEERING_TEXT } from '../../lib/steering-texts';
import { ResultView } from '../result-views/ResultView';
import { ViewHeading } from '../result-views/ViewHeading';
import { LiveRegion } from './LiveRegion';
import { OriginalList } from './OriginalList';
import { SteeringToolbar, type SteeringToolbarProps } from './SteeringToolbar';

export interface SteeringPanelProps extends Pick<SteeringToolbarProps, 'rerun' | 'save'> {
  steering: Steering;
  /** The text as the member sent it: compare mode shows it when the sentences are not the input's. */
  inputText: string;
}

/**
 * The result's sentences with the controls to steer them, and compare mode: the original and the
 * restructured order side by side (stacked when the card is narrow), twins highlighted together.
 */
export function SteeringPanel({ steering, inputText, rerun, save }: SteeringPanelProps) {
  const [compare, setCompare] = useState(false);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const hintId = useId();
  const view = (
    <ResultView
      steering={steering}
      compare={compare}
      highlighted={highlighted}
      onHighlight={setHighlighted}
      hintId={hintId}
    />
  );

  return (
    <div className="@container flex flex-col gap-3" data-testid="steering-panel">
      <SteeringToolbar
        steering={steering}
        compare={compare}
        onCompareChange={setCompare}
        {...(rerun ? { rerun } : {})}
        {...(save ? { save } : {})}
      />
      <div className="flex flex-col gap-1 text-xs text-slate-600">
        <p id={hintId}>{STEERING_TEXT.moveHint}</p>
        {rerun && steering.pinnable && <p>{STEERING_TEXT.rerunHint}</p>}
      </div>
      <LiveRegion announcement={steering.announcement} />
      {compare ? (
        <div className="grid items-start gap-4 @xl:grid-cols-2" data-testid="compare-view">
          {steering.pinnable ? (
            <OriginalList
              sentences={steering.sentences}
              order={steering.order}
              highlighted={highlighted}
              onHighlight={setHighlighted}
            />
          ) : (
            <section aria-label={STEERING_TEXT.original} data-testid="original-text">
              <ViewHeading>{STEERING_TEXT.original}</ViewHeading>
              <p className="text-sm leading-6 whitespace-pre-wrap text-slate-800">{inputText}</p>
            </section>
          )}
          {view}
        </div>
      ) : (
        view
      )}
    </div>
  );
}
