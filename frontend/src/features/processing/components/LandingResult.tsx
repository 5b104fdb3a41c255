import { LOGIC_TYPE_LABELS } from '@untangle/contracts';
import { LogicTypeBadge } from '../../../components/LogicTypeBadge';
import { Badge } from '../../../components/ui/Badge';
import type { RestructureOutcome } from '../hooks/useRestructure';
import { ExplanationPanel } from './ExplanationPanel';

/** The landing tool's result: the type's label, the text and the 'Logic Explanation' panel. */
export function LandingResult({ outcome }: { outcome: RestructureOutcome }) {
  return (
    <section aria-label="Result" className="flex flex-col gap-4" data-testid="landing-result">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-base font-semibold text-slate-900">
          {LOGIC_TYPE_LABELS[outcome.detectedLogicType]}
        </h3>
        <LogicTypeBadge type={outcome.detectedLogicType} />
        {outcome.requestedLogicType === 'auto-detect' && (
          <Badge tone="indigo">{LOGIC_TYPE_LABELS['auto-detect']}</Badge>
        )}
      </div>
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-6 whitespace-pre-wrap text-slate-800">
        {outcome.outputText}
      </div>
      <ExplanationPanel title="Logic Explanation" text={outcome.explanation} />
    </section>
  );
}
