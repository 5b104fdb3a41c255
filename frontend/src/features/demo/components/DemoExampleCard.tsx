import { CheckCircle2, ChevronDown, ChevronUp } from 'lucide-react';
import { LogicTypeBadge } from '../../../components/LogicTypeBadge';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import type { DemoExample } from '../content/demo-examples';
import { DemoIcon } from './DemoIcon';

export interface DemoExampleCardProps {
  example: DemoExample;
  expanded: boolean;
  viewed: boolean;
  onExpand: () => void;
  onCollapse: () => void;
}

export function DemoExampleCard({ example, expanded, viewed, onExpand, onCollapse }: DemoExampleCardProps) {
  const detailsId = `demo-${example.id}`;
  return (
    <Card className="flex flex-col p-5" data-testid={`demo-card-${example.id}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
            <DemoIcon name={example.icon} className="h-5 w-5" />
          </span>
          <div>
            <h3 className="font-semibold text-slate-900">{example.title}</h3>
            <LogicTypeBadge type={example.logicType} className="mt-1" />
          </div>
        </div>
        {viewed && (
          <span className="flex items-center gap-1 text-xs font-medium text-green-700">
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> Viewed
          </span>
        )}
      </div>
      {!expanded && <p className="mt-3 line-clamp-2 text-sm text-slate-600">{example.inputText}</p>}
      {expanded && (
        <div id={detailsId} className="mt-4 flex flex-col gap-3 text-sm leading-6">
          <div className="rounded-lg bg-slate-50 p-3">
            <h4 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">Original</h4>
            <p className="mt-1 text-slate-800">{example.inputText}</p>
          </div>
          <div className="rounded-lg bg-green-50 p-3">
            <h4 className="text-xs font-semibold tracking-wide text-green-900 uppercase">Restructured</h4>
            <p className="mt-1 text-slate-800">{example.outputText}</p>
          </div>
          <div className="rounded-lg bg-indigo-50 p-3">
            <h4 className="text-xs font-semibold tracking-wide text-indigo-900 uppercase">Why This Works</h4>
            <p className="mt-1 text-slate-800">{example.explanation}</p>
          </div>
        </div>
      )}
      <Button
        variant={expanded ? 'ghost' : 'outline'}
        size="sm"
        className="mt-4 self-start"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={expanded ? onCollapse : onExpand}
      >
        {expanded ? (
          <>
            Collapse Example <ChevronUp className="h-4 w-4" aria-hidden="true" />
          </>
        ) : (
          <>
            View Example <ChevronDown className="h-4 w-4" aria-hidden="true" />
          </>
        )}
      </Button>
    </Card>
  );
}
