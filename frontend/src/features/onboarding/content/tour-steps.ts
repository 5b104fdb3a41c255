import { PRODUCT_NAME } from '@untangle/contracts';

export type TourIcon = 'sparkles' | 'text' | 'git-branch' | 'cpu' | 'history';

/** The five steps of the onboarding tour. */
export interface TourStep {
  id: string;
  title: string;
  description: string;
  icon: TourIcon;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'welcome',
    title: `Welcome to ${PRODUCT_NAME}`,
    description: `${PRODUCT_NAME} turns messy, unorganised text into a clear, logical sequence and tells you why the new order works.`,
    icon: 'sparkles',
  },
  {
    id: 'text-input',
    title: 'Paste your text',
    description:
      'Drop in notes, a story, an argument or instructions. The counter shows how much room you have, and the checks tell you if something needs fixing.',
    icon: 'text',
  },
  {
    id: 'logic-types',
    title: 'Choose a logic type',
    description:
      'Pick Chronological Order, Cause & Effect, Argument Flow or Process/How-To, or leave Auto-Detect on and let the AI decide.',
    icon: 'git-branch',
  },
  {
    id: 'ai-processing',
    title: 'Let the AI untangle it',
    description:
      'Press RESTRUCTURE TEXT. You get the text in a logical order plus an explanation of the reasoning behind it.',
    icon: 'cpu',
  },
  {
    id: 'session-history',
    title: 'Keep your work',
    description:
      'Signed-in members have every result saved. With Pro you can browse, search and export your whole session history.',
    icon: 'history',
  },
];
