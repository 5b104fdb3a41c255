import { ArgumentView } from './ArgumentView';
import { CauseEffectView } from './CauseEffectView';
import { ProcessStepsView } from './ProcessStepsView';
import { TimelineView } from './TimelineView';

/** Picks the view of the detected logic type (SPEC 2, 'Result card'); a plain paragraph otherwise. */
export function ResultView({ type, text }: { type: string; text: string }) {
  switch (type) {
    case 'chronological':
      return <TimelineView text={text} />;
    case 'cause-effect':
      return <CauseEffectView text={text} />;
    case 'argument-flow':
      return <ArgumentView text={text} />;
    case 'process':
    case 'process-steps':
      return <ProcessStepsView text={text} />;
    default:
      return <p className="text-sm leading-6 whitespace-pre-wrap text-slate-800">{text}</p>;
  }
}
