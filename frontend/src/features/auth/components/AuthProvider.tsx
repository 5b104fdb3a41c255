import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiSlice } from '../../../app/api-slice';
import { AuthActionsContext, type AuthActions } from '../../../app/auth-actions';
import { userCleared } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { AuthInternalsContext, type AuthInternals } from '../hooks/auth-internals';
import { useOidcSession } from '../hooks/useOidcSession';
import { isLoopbackHost, originCheckFor } from '../lib/public-origin';
import { DEFAULT_RETURN_TO, safeReturnTo, type SigninState } from '../lib/return-to';
import { lazyNamed } from '../../../lib/lazy-named';

const SignInModal = lazyNamed(() => import('./SignInModal'), 'SignInModal');

/** Provides the AuthActions every screen uses, and renders the sign-in modal. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { getManager } = useOidcSession();
  const [modal, setModal] = useState<{ open: boolean; returnTo: string }>({
    open: false,
    returnTo: DEFAULT_RETURN_TO,
  });

  const clearLocalSession = useCallback(async () => {
    const manager = await getManager();
    await manager.removeUser();
    dispatch(userCleared());
    dispatch(apiSlice.util.resetApiState());
  }, [dispatch, getManager]);

  // Opened by another name of this machine (127.0.0.1 for localhost): move to the configured
  // address at once, where sign-in works, before the member has typed anything.
  useEffect(() => {
    if (!isLoopbackHost(window.location.hostname)) return;
    void originCheckFor(new URL(window.location.href)).then((check) => {
      if (check.kind === 'redirect') window.location.replace(check.to);
    });
  }, []);

  /** False when this address cannot sign in: the member is sent where it can, or told where to go. */
  const atSignInAddress = useCallback(async () => {
    const check = await originCheckFor(new URL(window.location.href));
    if (check.kind === 'redirect') window.location.assign(check.to);
    if (check.kind === 'wrong-address') {
      setModal((current) => ({ ...current, open: false }));
      navigate(
        `/wrong-address?${new URLSearchParams({ configured: check.configured, current: check.current })}`,
      );
    }
    return check.kind === 'ok';
  }, [navigate]);

  const actions = useMemo<AuthActions>(
    () => ({
      openSignInModal: (returnTo = DEFAULT_RETURN_TO) => setModal({ open: true, returnTo }),
      signIn: async (returnTo = DEFAULT_RETURN_TO) => {
        if (!(await atSignInAddress())) return;
        const state: SigninState = { returnTo: safeReturnTo(returnTo) };
        await (await getManager()).signinRedirect({ state });
      },
      signUp: async (returnTo = DEFAULT_RETURN_TO) => {
        if (!(await atSignInAddress())) return;
        const state: SigninState = { returnTo: safeReturnTo(returnTo) };
        // The embedded provider answers prompt=create with its sign-up form.
        await (await getManager()).signinRedirect({ state, prompt: 'create' });
      },
      signOut: async () => {
        const manager = await getManager();
        dispatch(apiSlice.util.resetApiState());
        try {
          await manager.signoutRedirect();
        } catch (error) {
          // The provider is unreachable: still sign out here.
          console.warn('Provider sign-out failed; signing out locally', error);
          await clearLocalSession();
          navigate('/');
        }
      },
    }),
    [atSignInAddress, clearLocalSession, dispatch, getManager, navigate],
  );

  const internals = useMemo<AuthInternals>(
    () => ({ getManager, clearLocalSession }),
    [getManager, clearLocalSession],
  );

  return (
    <AuthActionsContext.Provider value={actions}>
      <AuthInternalsContext.Provider value={internals}>
        {children}
        {modal.open && (
          <Suspense fallback={null}>
            <SignInModal
              open
              onOpenChange={(open) => setModal((current) => ({ ...current, open }))}
              onSignIn={() => actions.signIn(modal.returnTo)}
              onSignUp={() => actions.signUp(modal.returnTo)}
            />
          </Suspense>
        )}
      </AuthInternalsContext.Provider>
    </AuthActionsContext.Provider>
  );
}
