import { Progress } from '../../../components/ui/Progress';

export function ExploreProgress({
  viewed,
  total,
  onReset,
}: {
  viewed: number;
  total: number;
  onReset: () => void;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="explore-progress">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">Explore Real Examples</h3>
        <span className="text-sm text-slate-600" data-testid="explore-count">
          {viewed} of {total} explored
        </span>
      </div>
      <Progress className="mt-3" value={(viewed / total) * 100} label="Examples explored" />
      {viewed > 0 && (
        <button
          type="button"
          onClick={onReset}
          className="mt-2 cursor-pointer rounded text-xs text-slate-600 underline underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          Reset progress
        </button>
      )}
    </div>
  );
}
