import { ArrowRightLeft, Clock, ListOrdered, Scale } from 'lucide-react';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../lib/cn';

const CARDS = [
  {
    title: 'Chronological',
    text: 'Time sequence organization',
    Icon: Clock,
    tone: 'bg-blue-100 text-blue-800',
  },
  {
    title: 'Cause & Effect',
    text: 'Causal relationships mapping',
    Icon: ArrowRightLeft,
    tone: 'bg-green-100 text-green-800',
  },
  {
    title: 'Argument Flow',
    text: 'Persuasive structure building',
    Icon: Scale,
    tone: 'bg-purple-100 text-purple-800',
  },
  {
    title: 'Process',
    text: 'Step-by-step methodology',
    Icon: ListOrdered,
    tone: 'bg-orange-100 text-orange-800',
  },
] as const;

export function LogicTypeCards() {
  return (
    <section aria-label="Logic types">
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {CARDS.map(({ title, text, Icon, tone }) => (
          <li key={title}>
            <Card className="h-full p-4 sm:p-5">
              <span className={cn('flex h-10 w-10 items-center justify-center rounded-lg', tone)}>
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h2 className="mt-3 font-semibold text-slate-900">{title}</h2>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
