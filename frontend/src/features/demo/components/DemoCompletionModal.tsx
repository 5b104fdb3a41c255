import { UI_MESSAGES } from '@untangle/contracts';
import { PartyPopper } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/Dialog';

export interface DemoCompletionModalProps {
  open: boolean;
  total: number;
  onClose: () => void;
  onSignUp: () => void;
}

export function DemoCompletionModal({ open, total, onClose, onSignUp }: DemoCompletionModalProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-md text-center">
        <PartyPopper className="mx-auto h-10 w-10 text-indigo-700" aria-hidden="true" />
        <DialogTitle className="mt-3 pr-0">You've explored all {total} examples!</DialogTitle>
        <DialogDescription>
          Ready to untangle your own writing? {UI_MESSAGES.auth.guestPrompt}
        </DialogDescription>
        <p className="mt-2 text-sm font-medium text-indigo-800">{UI_MESSAGES.auth.freeToUse}</p>
        <DialogFooter className="sm:justify-center">
          <Button variant="outline" onClick={onClose}>
            Maybe Later
          </Button>
          <Button onClick={onSignUp}>Create Free Account</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
