import { cn } from '../../../../lib/cn';
import { STEERING_TEXT } from '../../lib/steering-texts';
import { ViewHeading } from '../result-views/ViewHeading';

export interface OriginalListProps {
  sentences: readonly string[];
  order: readonly number[];
  highlighted: number | null;
  onHighlight: (sentence: number | null) => void;
}

/**
 * Compare mode's left side: the input's sentences in their original order, each with the place it
 * has now. Hovering or focusing one highlights its twin in the restructured list.
 */
export function OriginalList({ sentences, order, highlighted, onHighlight }: OriginalListProps) {
  return (
    <section aria-label={STEERING_TEXT.original} data-testid="original-text">
      <ViewHeading>{STEERING_TEXT.original}</ViewHeading>
      <ol className="flex flex-col gap-2">
        {sentences.map((sentence, index) => (
          <li
            key={index}
            data-original={index}
            tabIndex={0}
            onFocus={() => onHighlight(index)}
            onBlur={() => onHighlight(null)}
            onMouseEnter={() => onHighlight(index)}
            onMouseLeave={() => onHighlight(null)}
            className={cn(
              'flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              highlighted === index && 'ring-2 ring-indigo-500',
            )}
          >
            <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-slate-700 text-xs font-bold text-white">
              {index + 1}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="text-sm leading-6 break-words whitespace-pre-wrap text-slate-800">{sentence}</p>
              <span className="text-xs text-slate-600">now {order.indexOf(index) + 1}</span>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
