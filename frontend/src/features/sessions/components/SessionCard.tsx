import type { Session } from '@untangle/contracts';
import { ChevronDown, ChevronUp, Copy, Download, FileText, Trash2, type LucideIcon } from 'lucide-react';
import { LogicTypeBadge } from '../../../components/LogicTypeBadge';
import { Button } from '../../../components/ui/Button';
import { formatAge } from '../../../lib/dates';
import type { useSessionActions } from '../hooks/useSessionActions';
import { SessionDetails } from './SessionDetails';

export interface SessionCardProps {
  session: Session;
  expanded: boolean;
  onToggle: () => void;
  onDelete: () => void;
  actions: ReturnType<typeof useSessionActions>;
}

/** One dashboard history card: badge, age, a 2-line preview, and its actions. */
export function SessionCard({ session, expanded, onToggle, onDelete, actions }: SessionCardProps) {
  const detailsId = `session-${session.id}`;
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-3"
      data-testid="session-card"
      data-session-id={session.id}
    >
      <div className="flex items-center justify-between gap-2">
        <LogicTypeBadge type={session.logicType} />
        <span className="text-xs text-slate-600">{formatAge(session.createdAt)}</span>
      </div>
      <p className="mt-2 line-clamp-2 text-sm text-slate-800">{session.inputText}</p>
      <div className="mt-2 flex flex-wrap items-center gap-1">
        <IconAction label="Copy output" icon={Copy} onClick={() => void actions.copy(session)} />
        <IconAction label="Download as text file" icon={Download} onClick={() => actions.download(session)} />
        <IconAction
          label="Download as PDF"
          icon={FileText}
          onClick={() => void actions.downloadPdf(session)}
        />
        <IconAction label="Delete session" icon={Trash2} onClick={onDelete} className="text-red-700" />
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          {expanded ? 'Collapse' : 'Expand'}
          {expanded ? (
            <ChevronUp className="h-4 w-4" aria-hidden="true" />
          ) : (
            <ChevronDown className="h-4 w-4" aria-hidden="true" />
          )}
        </Button>
      </div>
      {expanded && <SessionDetails session={session} id={detailsId} />}
    </li>
  );
}

/** An icon-only action, named for screen readers and by a tooltip. */
function IconAction({
  label,
  icon: Icon,
  onClick,
  className,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className={className}
      onClick={onClick}
      aria-label={label}
      title={label}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </Button>
  );
}
