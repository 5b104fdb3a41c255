import { splitSentences } from '../../lib/result-views';
import { ViewHeading } from './ViewHeading';

export function TimelineView({ text }: { text: string }) {
  const steps = splitSentences(text);
  return (
    <section aria-label="Timeline View">
      <ViewHeading>Timeline View</ViewHeading>
      <ol className="relative ml-3 border-l-2 border-blue-200">
        {steps.map((step, index) => (
          <li key={index} className="relative mb-4 pl-6 last:mb-0">
            <span
              className="absolute top-0 -left-[0.8rem] flex h-6 w-6 items-center justify-center rounded-full bg-blue-700 text-xs font-bold text-white"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <p className="text-sm leading-6 text-slate-800">{step}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
