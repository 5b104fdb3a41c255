import { Lightbulb } from 'lucide-react';

export function ExplanationPanel({ id, title, text }: { id?: string; title: string; text: string }) {
  return (
    <section id={id} aria-label={title} className="rounded-lg border border-indigo-200 bg-indigo-50 p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-indigo-900">
        <Lightbulb className="h-4 w-4" aria-hidden="true" /> {title}
      </h3>
      <p className="mt-2 text-sm leading-6 whitespace-pre-wrap text-indigo-950">{text}</p>
    </section>
  );
}
