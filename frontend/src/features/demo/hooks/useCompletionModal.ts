import { LIMITS } from '@untangle/contracts';
import { useEffect, useState } from 'react';

export interface CompletionModalInput {
  completed: boolean;
  modalShown: boolean;
  /** True only once auth has loaded and there is no user: members never see the modal. */
  signedOut: boolean;
  onShown: () => void;
}

/** The demo completion modal: once, 1 s after completion, for signed-out visitors. */
export function useCompletionModal({ completed, modalShown, signedOut, onShown }: CompletionModalInput) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!completed || modalShown || !signedOut) return;
    const timer = setTimeout(() => setOpen(true), LIMITS.demoModalDelayMs);
    return () => clearTimeout(timer);
  }, [completed, modalShown, signedOut]);

  const close = () => {
    setOpen(false);
    onShown();
  };

  return { open: open && signedOut && !modalShown, close };
}
