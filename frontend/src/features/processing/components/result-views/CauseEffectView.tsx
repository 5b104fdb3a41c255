import { ArrowDown } from 'lucide-react';
import { Fragment } from 'react';
import { cn } from '../../../../lib/cn';
import { causalLabel, splitSentences } from '../../lib/result-views';
import { ViewHeading } from './ViewHeading';

export function CauseEffectView({ text }: { text: string }) {
  const sentences = splitSentences(text);
  return (
    <section aria-label="Cause & Effect Chain">
      <ViewHeading>Cause &amp; Effect Chain</ViewHeading>
      <ol className="flex flex-col items-stretch">
        {sentences.map((sentence, index) => {
          const label = causalLabel(index);
          return (
            <Fragment key={index}>
              {index > 0 && (
                <li
                  aria-hidden="true"
                  className="flex justify-center py-1 text-green-700"
                  data-testid="chain-arrow"
                >
                  <ArrowDown className="h-5 w-5" />
                </li>
              )}
              <li
                className={cn(
                  'rounded-lg border p-3',
                  label === 'CAUSE' ? 'border-green-200 bg-green-50' : 'border-emerald-300 bg-white',
                )}
              >
                <span className="text-xs font-bold tracking-wider text-green-800">{label}</span>
                <p className="mt-1 text-sm leading-6 text-slate-800">{sentence}</p>
              </li>
            </Fragment>
          );
        })}
      </ol>
    </section>
  );
}
