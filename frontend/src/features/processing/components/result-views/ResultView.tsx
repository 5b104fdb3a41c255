import type { Steering } from '../../hooks/useSteering';
import { SteerableList } from '../steering/SteerableList';
import { VIEW_KINDS } from './view-kinds';
import { ViewHeading } from './ViewHeading';

export interface ResultViewProps {
  steering: Steering;
  compare: boolean;
  highlighted: number | null;
  onHighlight: (sentence: number | null) => void;
  hintId: string;
}

/**
 * The view of the detected logic type (Timeline View, Cause & Effect Chain, Argument Structure,
 * Process Steps), each a list of the result's sentences the member can reorder; a plain paragraph
 * for any other type.
 */
export function ResultView({ steering, ...list }: ResultViewProps) {
  const kind = VIEW_KINDS[steering.type];
  if (!kind) {
    return (
      <p className="text-sm leading-6 whitespace-pre-wrap text-slate-800">{steering.steered.outputText}</p>
    );
  }
  return (
    <section aria-label={kind.title}>
      <ViewHeading>{kind.title}</ViewHeading>
      <SteerableList steering={steering} kind={kind} {...list} />
    </section>
  );
}
