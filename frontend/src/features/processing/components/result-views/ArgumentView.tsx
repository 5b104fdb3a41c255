import { argumentLabel, splitSentences, type ArgumentLabel } from '../../lib/result-views';
import { ViewHeading } from './ViewHeading';

const LABEL_STYLES: Record<ArgumentLabel, string> = {
  CLAIM: 'border-purple-300 bg-purple-50',
  EVIDENCE: 'border-purple-200 bg-white',
  COUNTER: 'border-amber-300 bg-amber-50',
  CONCLUSION: 'border-purple-400 bg-purple-100',
};

export function ArgumentView({ text }: { text: string }) {
  const sentences = splitSentences(text);
  return (
    <section aria-label="Argument Structure">
      <ViewHeading>Argument Structure</ViewHeading>
      <ol className="flex flex-col gap-2">
        {sentences.map((sentence, index) => {
          const label = argumentLabel(index);
          return (
            <li key={index} className={`rounded-lg border p-3 ${LABEL_STYLES[label]}`}>
              <span className="text-xs font-bold tracking-wider text-purple-900">{label}</span>
              <p className="mt-1 text-sm leading-6 text-slate-800">{sentence}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
