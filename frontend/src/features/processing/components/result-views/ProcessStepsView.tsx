import { splitProcessSteps } from '../../lib/result-views';
import { ViewHeading } from './ViewHeading';

export function ProcessStepsView({ text }: { text: string }) {
  const steps = splitProcessSteps(text);
  return (
    <section aria-label="Process Steps">
      <ViewHeading>Process Steps</ViewHeading>
      <ol className="flex flex-col gap-2">
        {steps.map((step, index) => (
          <li key={index} className="flex gap-3 rounded-lg border border-orange-200 bg-orange-50 p-3">
            <span className="shrink-0 text-xs font-bold tracking-wide whitespace-nowrap text-orange-900">
              Step {index + 1}
            </span>
            <p className="text-sm leading-6 text-slate-800">{step}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
