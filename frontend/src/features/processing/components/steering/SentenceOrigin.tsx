import { MoveVertical } from 'lucide-react';
import { STEERING_TEXT } from '../../lib/steering-texts';

/**
 * Compare mode, beside a restructured sentence: the place it had in the original, and a 'Moved' mark
 * when that is not its place now. Only for results whose sentences are the input's.
 */
export function SentenceOrigin({
  sentence,
  position,
  pinnable,
}: {
  sentence: number;
  position: number;
  pinnable: boolean;
}) {
  if (!pinnable) return null;
  return (
    <>
      <span className="text-xs text-slate-600" data-testid="sentence-origin">
        from {sentence + 1}
      </span>
      {sentence !== position && (
        <span className="inline-flex items-center gap-0.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          <MoveVertical className="h-3 w-3" aria-hidden="true" />
          {STEERING_TEXT.moved}
        </span>
      )}
    </>
  );
}
