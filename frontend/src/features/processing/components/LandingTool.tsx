import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/Card';
import { useRestructure, type SaveResult } from '../hooks/useRestructure';
import { LandingResult } from './LandingResult';
import { RestructureForm } from './RestructureForm';

export interface LandingToolProps {
  signedIn: boolean;
  maxLength: number;
  saveResult?: SaveResult;
  /** Processing needs an account: visitors are asked to sign in instead. */
  onRequireSignIn: () => void;
}

export function LandingTool({ signedIn, maxLength, saveResult, onRequireSignIn }: LandingToolProps) {
  const { restructure, pending, pendingRequestId, outcome } = useRestructure('landing', saveResult);
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
          pendingRequestId={pendingRequestId}
          onSubmit={(text, logicType) => (signedIn ? void restructure(text, logicType) : onRequireSignIn())}
        />
        {outcome && <LandingResult outcome={outcome} />}
      </CardContent>
    </Card>
  );
}
