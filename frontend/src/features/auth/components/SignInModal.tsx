import { PRODUCT_NAME, UI_MESSAGES } from '@untangle/contracts';
import { LogIn, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';

export interface SignInModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignIn: () => Promise<void>;
  onSignUp: () => Promise<void>;
}

export function SignInModal({ open, onOpenChange, onSignIn, onSignUp }: SignInModalProps) {
  const [pending, setPending] = useState<'signin' | 'signup' | null>(null);
  const [failed, setFailed] = useState(false);

  const go = (which: 'signin' | 'signup') => {
    setPending(which);
    setFailed(false);
    (which === 'signin' ? onSignIn() : onSignUp()).catch((error: unknown) => {
      console.error('Could not reach the sign-in service', error);
      setFailed(true);
      setPending(null);
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogTitle>Sign in to {PRODUCT_NAME}</DialogTitle>
        <DialogDescription>{UI_MESSAGES.auth.guestPrompt}</DialogDescription>
        <p className="mt-3 text-sm font-medium text-indigo-800">{UI_MESSAGES.auth.freeToUse}</p>
        {failed && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            The sign-in service could not be reached. Please try again in a moment.
          </p>
        )}
        <div className="mt-6 flex flex-col gap-2">
          <Button size="lg" onClick={() => go('signin')} disabled={pending !== null}>
            {pending === 'signin' ? <Spinner /> : <LogIn className="h-4 w-4" aria-hidden="true" />}
            Continue to Sign In
          </Button>
          <Button size="lg" variant="outline" onClick={() => go('signup')} disabled={pending !== null}>
            {pending === 'signup' ? <Spinner /> : <UserPlus className="h-4 w-4" aria-hidden="true" />}
            Create a free account
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
