import { UI_MESSAGES } from '@untangle/contracts';
import { useAuthActions } from '../../../app/auth-actions';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/Card';

export function GuestSignInCard() {
  const { openSignInModal, signUp } = useAuthActions();
  return (
    <Card data-testid="guest-card">
      <CardHeader>
        <CardTitle>Sign in to get started</CardTitle>
        <CardDescription>{UI_MESSAGES.auth.guestPrompt}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm font-medium text-indigo-800">{UI_MESSAGES.auth.freeToUse}</p>
        <Button onClick={() => openSignInModal('/dashboard')}>Sign In</Button>
        <Button variant="outline" onClick={() => void signUp('/dashboard')}>
          Create Free Account
        </Button>
      </CardContent>
    </Card>
  );
}
