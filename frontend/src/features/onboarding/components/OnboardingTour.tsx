import { Suspense } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';

const TourDialog = lazyNamed(() => import('./TourDialog'), 'TourDialog');

export interface OnboardingTourProps {
  open: boolean;
  /** Called when the tour ends, by finishing the last step or by 'Skip Tour'. */
  onComplete: () => void;
}

/** The five-step onboarding tour; its dialog code loads only when it opens. */
export function OnboardingTour({ open, onComplete }: OnboardingTourProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <TourDialog onComplete={onComplete} />
    </Suspense>
  );
}
