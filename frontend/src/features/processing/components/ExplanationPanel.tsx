import { Hand, Lightbulb } from 'lucide-react';

export interface ExplanationPanelProps {
  id?: string;
  title: string;
  text: string;
  /** Which sentences the member moved by hand, when they moved any. */
  note?: string;
}

export function ExplanationPanel({ id, title, text, note }: ExplanationPanelProps) {
  return (
    <section id={id} aria-label={title} className="rounded-lg border border-indigo-200 bg-indigo-50 p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-indigo-900">
        <Lightbulb className="h-4 w-4" aria-hidden="true" /> {title}
      </h3>
      <p className="mt-2 text-sm leading-6 whitespace-pre-wrap text-indigo-950">{text}</p>
      {note && (
        <p className="mt-2 flex gap-2 text-sm leading-6 text-indigo-950" data-testid="hand-moved-note">
          <Hand className="mt-1 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{note}</span>
        </p>
      )}
    </section>
  );
}
