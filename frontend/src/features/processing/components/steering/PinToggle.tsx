import { Pin } from 'lucide-react';
import { cn } from '../../../../lib/cn';

/** Pins a sentence to its place for the next re-run, or lets it go. */
export function PinToggle({
  pinned,
  name,
  onToggle,
}: {
  pinned: boolean;
  name: string;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pinned}
      aria-label={`Pin '${name}'`}
      title={pinned ? 'Pinned: kept in place on a re-run' : 'Pin to keep in place on a re-run'}
      onClick={onToggle}
      className={cn(
        'flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-md border',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        pinned
          ? 'border-indigo-700 bg-indigo-700 text-white hover:bg-indigo-800'
          : 'border-slate-300 bg-white text-slate-600 hover:bg-slate-50 hover:text-slate-900',
      )}
    >
      <Pin className={cn('h-4 w-4', pinned && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
