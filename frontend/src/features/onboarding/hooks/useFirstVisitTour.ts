import { useState } from 'react';
import { safeStorage } from '../../../lib/local-storage';

export const ONBOARDING_STORAGE_KEY = 'onboarding_completed';

/** Opens the tour on a browser's first visit; finishing or skipping it keeps it closed after. */
export function useFirstVisitTour() {
  const [open, setOpen] = useState(() => safeStorage.get(ONBOARDING_STORAGE_KEY) !== 'true');
  return {
    open,
    show: () => setOpen(true),
    complete: () => {
      safeStorage.set(ONBOARDING_STORAGE_KEY, 'true');
      setOpen(false);
    },
  };
}
