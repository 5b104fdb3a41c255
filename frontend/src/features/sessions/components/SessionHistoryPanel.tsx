import {
  HISTORY_FILTER_TYPES,
  LIMITS,
  SESSION_LIMITS,
  UI_MESSAGES,
  type HistoryFilterType,
} from '@untangle/contracts';
import { History, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { NativeSelect } from '../../../components/ui/NativeSelect';
import { Spinner } from '../../../components/ui/Spinner';
import { errorCode } from '../../../lib/api-error-message';
import { useGetSessionsInfiniteQuery } from '../api/sessions-api';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useSessionActions } from '../hooks/useSessionActions';
import { ClearHistoryDialog } from './ClearHistoryDialog';
import { DeleteSessionDialog } from './DeleteSessionDialog';
import { PremiumFeaturePlaceholder } from './PremiumFeaturePlaceholder';
import { SessionCard } from './SessionCard';

const SEARCH_DEBOUNCE_MS = 300;
const TYPE_OPTIONS = [
  { value: '' as const, label: 'All Types' },
  ...HISTORY_FILTER_TYPES.map((type) => ({ value: type, label: type })),
];

/**
 * The dashboard's history: Pro only; search, type filter, cards and deletion.
 * `isPro` is null while the plan is still loading.
 */
export function SessionHistoryPanel({ isPro }: { isPro: boolean | null }) {
  const [shown, setShown] = useState(true);
  const listId = useId();
  return (
    <Card data-testid="history-panel">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <History className="h-5 w-5 text-slate-700" aria-hidden="true" /> Session History
        </CardTitle>
        {isPro && (
          <Button
            size="sm"
            variant="outline"
            aria-expanded={shown}
            aria-controls={listId}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? 'Hide' : 'Show'}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isPro === null ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> {UI_MESSAGES.sessions.loading}
          </p>
        ) : !isPro ? (
          <PremiumFeaturePlaceholder />
        ) : (
          shown && <HistoryBrowser id={listId} />
        )}
      </CardContent>
    </Card>
  );
}

function HistoryBrowser({ id }: { id: string }) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<HistoryFilterType | ''>('');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const filtering = q.trim() !== '' || type !== '';
  const list = useGetSessionsInfiniteQuery({ q, type });
  // The unfiltered list says whether the member has any session at all (Clear All History).
  const all = useGetSessionsInfiniteQuery({ q: '', type: '' });
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);
  const actions = useSessionActions('dashboard');
  const searchId = useId();
  const typeId = useId();

  if (errorCode(list.error) === 'PRO_REQUIRED') return <PremiumFeaturePlaceholder />;

  const sessions = list.data?.pages.flatMap((page) => page.items) ?? [];
  const allCount =
    all.data?.pages[0]?.total ?? all.data?.pages.reduce((sum, page) => sum + page.items.length, 0) ?? 0;

  return (
    <div id={id} className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search sessions
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search your sessions..."
            maxLength={SESSION_LIMITS.searchChars}
            className="h-10 w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-indigo-600"
          />
        </div>
        <label htmlFor={typeId} className="sr-only">
          Filter by logic type
        </label>
        <NativeSelect id={typeId} value={type} options={TYPE_OPTIONS} onValueChange={setType} />
      </div>

      <div
        className="overflow-y-auto rounded-lg bg-slate-50 p-2"
        style={{ height: LIMITS.historyScrollPx }}
        tabIndex={0}
        role="region"
        aria-label="Saved sessions"
        aria-busy={list.isFetching}
      >
        {list.isLoading ? (
          <p className="flex items-center justify-center gap-2 p-6 text-sm text-slate-600">
            <Spinner /> {UI_MESSAGES.sessions.loading}
          </p>
        ) : list.isError ? (
          <Alert tone="destructive">
            <span>{UI_MESSAGES.sessions.fetchFailed}</span>
          </Alert>
        ) : sessions.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">
            {filtering ? UI_MESSAGES.sessions.noMatch : UI_MESSAGES.sessions.empty}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {sessions.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                expanded={expandedId === session.id}
                onToggle={() => setExpandedId((current) => (current === session.id ? null : session.id))}
                onDelete={() => setDeletingId(session.id)}
                actions={actions}
              />
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 w-full"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? <Spinner /> : null} Load more
          </Button>
        )}
      </div>

      {allCount > 0 && (
        <Button variant="outline" className="text-red-700" onClick={() => setClearing(true)}>
          Clear All History
        </Button>
      )}
      <DeleteSessionDialog sessionId={deletingId} onClose={() => setDeletingId(null)} />
      <ClearHistoryDialog open={clearing} onOpenChange={setClearing} count={allCount} />
    </div>
  );
}
