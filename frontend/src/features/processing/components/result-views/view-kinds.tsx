import type { DetectedLogicType } from '@untangle/contracts';
import { stepLabel } from '@untangle/restructure-engine/format-order';
import type { ReactNode } from 'react';
import { argumentLabel, causalLabel, type ArgumentLabel } from '../../lib/result-views';

/** How one result view shows its list: its title, each item's label and colours. */
export interface ViewKind {
  title: string;
  /** The label of the item at a 0-based position: a number, CAUSE / EFFECT, CLAIM…, Step N. */
  label: (position: number) => ReactNode;
  itemClass: (position: number) => string;
  listClass: string;
  /** Where the label sits: beside the sentence (a number, a step) or above it (a role). */
  labelPlacement: 'beside' | 'above';
  /** Cause & Effect: a down arrow between links. */
  arrows?: boolean;
}

const ARGUMENT_STYLES: Record<ArgumentLabel, string> = {
  CLAIM: 'border-purple-300 bg-purple-50',
  EVIDENCE: 'border-purple-200 bg-white',
  COUNTER: 'border-amber-300 bg-amber-50',
  CONCLUSION: 'border-purple-400 bg-purple-100',
};

const tag = (text: string, colour: string) => (
  <span className={`text-xs font-bold tracking-wider ${colour}`}>{text}</span>
);

/** The four views of the result card: Timeline, Cause & Effect Chain, Argument Structure, Process Steps. */
export const VIEW_KINDS: Record<DetectedLogicType, ViewKind> = {
  chronological: {
    title: 'Timeline View',
    listClass: 'gap-2',
    labelPlacement: 'beside',
    itemClass: () => 'border-blue-200 bg-white',
    label: (position) => (
      <span
        className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-blue-700 text-xs font-bold text-white"
        aria-hidden="true"
      >
        {position + 1}
      </span>
    ),
  },
  'cause-effect': {
    title: 'Cause & Effect Chain',
    listClass: 'gap-7',
    labelPlacement: 'above',
    arrows: true,
    itemClass: (position) =>
      causalLabel(position) === 'CAUSE' ? 'border-green-200 bg-green-50' : 'border-emerald-300 bg-white',
    label: (position) => tag(causalLabel(position), 'text-green-800'),
  },
  'argument-flow': {
    title: 'Argument Structure',
    listClass: 'gap-2',
    labelPlacement: 'above',
    itemClass: (position) => ARGUMENT_STYLES[argumentLabel(position)],
    label: (position) => tag(argumentLabel(position), 'text-purple-900'),
  },
  process: {
    title: 'Process Steps',
    listClass: 'gap-2',
    labelPlacement: 'beside',
    itemClass: () => 'border-orange-200 bg-orange-50',
    label: (position) => (
      <span className="mt-1 shrink-0 text-xs font-bold tracking-wide whitespace-nowrap text-orange-900">
        {stepLabel(position)}
      </span>
    ),
  },
};
