import { UI_MESSAGES, type Session } from '@untangle/contracts';
import { Copy, Download } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../../app/hooks';
import { LogicTypeBadge } from '../../../components/LogicTypeBadge';
import { Badge } from '../../../components/ui/Badge';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import { errorCode, serverMessage } from '../../../lib/api-error-message';
import { formatAge } from '../../../lib/dates';
import { useGetLandingSessionsQuery } from '../api/sessions-api';
import { useSessionActions } from '../hooks/useSessionActions';
import { userNumberFromId } from '../lib/user-number';
import { SessionDetails } from './SessionDetails';

/** 'Your Session History' on the landing page, for signed-in members. */
export function LandingHistoryPanel() {
  const user = useCurrentUser();
  const userNumber = useMemo(() => (user ? userNumberFromId(user.id) : ''), [user]);
  const { data, error, isLoading, isError } = useGetLandingSessionsQuery(userNumber, { skip: !user });
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (!user) return null;

  return (
    <Card data-testid="landing-history">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          Your Session History
          {data && (
            <Badge tone="indigo">
              {data.total}
              <span className="sr-only"> sessions</span>
            </Badge>
          )}
        </CardTitle>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide History' : 'View History'}
        </Button>
      </CardHeader>
      {open && (
        <CardContent id={listId}>
          {isLoading ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner /> {UI_MESSAGES.sessions.landingLoading}
            </p>
          ) : isError ? (
            errorCode(error) === 'PRO_REQUIRED' ? (
              <div className="flex flex-col items-start gap-2 text-sm text-slate-700">
                <p>{serverMessage(error, UI_MESSAGES.sessions.landingLoadFailed)}</p>
                <Link to="/pricing" className={buttonClasses('primary', 'sm')}>
                  Upgrade to Pro
                </Link>
              </div>
            ) : (
              <p role="alert" className="text-sm text-red-700">
                {UI_MESSAGES.sessions.landingLoadFailed}
              </p>
            )
          ) : !data || data.items.length === 0 ? (
            <p className="text-sm text-slate-600">{UI_MESSAGES.sessions.landingEmpty}</p>
          ) : (
            <LandingSessionList sessions={data.items} />
          )}
        </CardContent>
      )}
    </Card>
  );
}

function LandingSessionList({ sessions }: { sessions: Session[] }) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const actions = useSessionActions('landing');
  return (
    // h-96: the panel is 96 units tall (LIMITS.landingHistoryHeightUnits).
    <ul
      className="flex h-96 flex-col gap-2 overflow-y-auto rounded-lg bg-slate-50 p-2"
      tabIndex={0}
      aria-label="Saved sessions"
    >
      {sessions.map((session) => {
        const expanded = expandedId === session.id;
        const detailsId = `landing-session-${session.id}`;
        return (
          <li key={session.id} className="rounded-lg border border-slate-200 bg-white p-3">
            <button
              type="button"
              className="w-full cursor-pointer rounded text-left focus-visible:outline-2 focus-visible:outline-indigo-600"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={() => setExpandedId(expanded ? null : session.id)}
            >
              <span className="flex items-center justify-between gap-2">
                <LogicTypeBadge type={session.logicType} />
                <span className="text-xs text-slate-600">{formatAge(session.createdAt)}</span>
              </span>
              <span className="mt-2 line-clamp-2 text-sm text-slate-800">{session.inputText}</span>
            </button>
            {expanded && (
              <>
                <SessionDetails session={session} id={detailsId} landing />
                <div className="mt-3 flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => void actions.copy(session)}>
                    <Copy className="h-4 w-4" aria-hidden="true" /> Copy
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => actions.download(session)}>
                    <Download className="h-4 w-4" aria-hidden="true" /> Export
                  </Button>
                </div>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
