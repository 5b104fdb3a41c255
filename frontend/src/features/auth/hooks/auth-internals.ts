import { createContext, useContext } from 'react';
import type { UserManager } from '../lib/user-manager';

/** What the auth feature's own components need beyond the public AuthActions. */
export interface AuthInternals {
  getManager(): Promise<UserManager>;
  /** Forgets the member in this tab without a round trip to the provider. */
  clearLocalSession(): Promise<void>;
}

export const AuthInternalsContext = createContext<AuthInternals | null>(null);

export function useAuthInternals(): AuthInternals {
  const internals = useContext(AuthInternalsContext);
  if (!internals) throw new Error('useAuthInternals must be used inside AuthProvider');
  return internals;
}
