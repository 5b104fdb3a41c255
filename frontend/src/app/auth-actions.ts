import { createContext, useContext } from 'react';

/**
 * What any screen may ask of authentication. The auth feature provides it; other features only
 * see this interface, so none of them imports the auth feature.
 */
export interface AuthActions {
  /** Opens the sign-in modal; after sign-in the member lands on `returnTo`. */
  openSignInModal(returnTo?: string): void;
  signIn(returnTo?: string): Promise<void>;
  /** Opens the provider's sign-up form. */
  signUp(returnTo?: string): Promise<void>;
  signOut(): Promise<void>;
}

export const AuthActionsContext = createContext<AuthActions | null>(null);

export function useAuthActions(): AuthActions {
  const actions = useContext(AuthActionsContext);
  if (!actions) throw new Error('useAuthActions must be used inside the auth provider');
  return actions;
}
