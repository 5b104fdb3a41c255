import { Cpu, GitBranch, History, Sparkles, TextCursorInput } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/Dialog';
import { Progress } from '../../../components/ui/Progress';
import { TOUR_STEPS, type TourIcon } from '../content/tour-steps';
import { useOnboardingTour } from '../hooks/useOnboardingTour';

const ICONS: Record<TourIcon, typeof Sparkles> = {
  sparkles: Sparkles,
  text: TextCursorInput,
  'git-branch': GitBranch,
  cpu: Cpu,
  history: History,
};

/** The tour's modal: step counter, percent bar, Skip Tour, Next and finally Get Started. */
export function TourDialog({ onComplete }: { onComplete: () => void }) {
  const tour = useOnboardingTour(TOUR_STEPS.length, onComplete);
  const step = TOUR_STEPS[tour.index]!;
  const Icon = ICONS[step.icon];

  return (
    <Dialog open onOpenChange={(next) => !next && onComplete()}>
      <DialogContent className="max-w-md" hideClose>
        <div className="flex items-center justify-between text-xs font-medium text-slate-600">
          <span data-testid="tour-counter">
            Step {tour.index + 1} of {TOUR_STEPS.length}
          </span>
          <span>{tour.percent}% complete</span>
        </div>
        <Progress className="mt-2" value={tour.percent} label="Tour progress" />
        <div className="mt-6 flex flex-col items-center text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
            <Icon className="h-7 w-7" aria-hidden="true" />
          </span>
          <DialogTitle className="mt-4 pr-0">{step.title}</DialogTitle>
          <DialogDescription>{step.description}</DialogDescription>
        </div>
        <DialogFooter className="sm:justify-between">
          <Button variant="ghost" onClick={tour.skip}>
            Skip Tour
          </Button>
          <Button onClick={tour.next}>{tour.isLast ? 'Get Started' : 'Next'}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
