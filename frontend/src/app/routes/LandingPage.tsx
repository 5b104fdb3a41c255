import { useAuthActions } from '../auth-actions';
import { useAuthLoaded, useCurrentUser } from '../hooks';
import { useFirstName } from '../../features/auth/hooks/useFirstName';
import { DemoSection } from '../../features/demo/components/DemoSection';
import { GuestSignInCard } from '../../features/landing/components/GuestSignInCard';
import { Hero } from '../../features/landing/components/Hero';
import { LogicTypeCards } from '../../features/landing/components/LogicTypeCards';
import { WelcomePanel } from '../../features/landing/components/WelcomePanel';
import { OnboardingTour } from '../../features/onboarding/components/OnboardingTour';
import { useFirstVisitTour } from '../../features/onboarding/hooks/useFirstVisitTour';
import { LandingTool } from '../../features/processing/components/LandingTool';
import { usePlan } from '../../features/quota/hooks/usePlan';
import { LandingHistoryPanel } from '../../features/sessions/components/LandingHistoryPanel';
import { useSaveSession } from '../../features/sessions/hooks/useSaveSession';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/`: marketing, the restructuring tool, the guest and member widgets, the demo and the tour. */
export function LandingPage() {
  useDocumentTitle();
  const user = useCurrentUser();
  const loaded = useAuthLoaded();
  const firstName = useFirstName();
  const { openSignInModal } = useAuthActions();
  const plan = usePlan();
  const saveSession = useSaveSession();
  const tour = useFirstVisitTour();

  return (
    <main id="main" className="mx-auto flex max-w-6xl flex-col gap-10 px-4">
      <Hero onStartTour={tour.show} />
      {user && <WelcomePanel firstName={firstName} />}
      <LogicTypeCards />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <LandingTool
            signedIn={Boolean(user)}
            maxLength={plan.maxChars}
            saveResult={user ? saveSession : undefined}
            onRequireSignIn={() => openSignInModal('/dashboard')}
          />
        </div>
        <aside className="flex flex-col gap-6" aria-label="Your account">
          {loaded && !user && <GuestSignInCard />}
          {user && <LandingHistoryPanel />}
        </aside>
      </div>
      <DemoSection />
      <OnboardingTour open={tour.open} onComplete={tour.complete} />
    </main>
  );
}
