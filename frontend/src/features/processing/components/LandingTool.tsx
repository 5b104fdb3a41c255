import { Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import { lazyNamed } from '../../../lib/lazy-named';
import { useRestructure, type SaveResult } from '../hooks/useRestructure';
import { RestructureForm } from './RestructureForm';

// The result and its steering load with the first restructure, not with the landing page.
const loadLandingResult = () => import('./LandingResult');
const LandingResult = lazyNamed(loadLandingResult, 'LandingResult');

export interface LandingToolProps {
  signedIn: boolean;
  maxLength: number;
  saveResult?: SaveResult;
  /** Processing needs an account: visitors are asked to sign in instead. */
  onRequireSignIn: () => void;
}

export function LandingTool({ signedIn, maxLength, saveResult, onRequireSignIn }: LandingToolProps) {
  const { restructure, pending, pendingIdempotencyKey, outcome, saved } = useRestructure(
    'landing',
    saveResult,
  );
  return (
    <Card id="tool" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Try it now</CardTitle>
        <CardDescription>
          Paste your text, choose how it should flow, and let the AI untangle it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <RestructureForm
          maxLength={maxLength}
          pending={pending}
          pendingIdempotencyKey={pendingIdempotencyKey}
          onSubmit={(text, logicType) => {
            if (!signedIn) return onRequireSignIn();
            void loadLandingResult();
            void restructure(text, logicType);
          }}
        />
        {outcome && (
          <Suspense fallback={<Spinner className="self-center" />}>
            <LandingResult
              outcome={outcome}
              rerun={{
                run: (pins) => void restructure(outcome.inputText, outcome.requestedLogicType, pins),
                pending,
              }}
              {...(saveResult ? { saveResult } : {})}
              autoSaved={saved}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
