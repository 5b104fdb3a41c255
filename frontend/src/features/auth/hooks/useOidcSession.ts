import { useCallback, useEffect, useRef } from 'react';
import { apiSlice } from '../../../app/api-slice';
import { userCleared, userLoaded } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import type { User, UserManager } from '../lib/user-manager';

type UserManagerModule = typeof import('../lib/user-manager');

async function loadManager(): Promise<{ manager: UserManager; toAuthUser: UserManagerModule['toAuthUser'] }> {
  const module: UserManagerModule = await import('../lib/user-manager');
  return { manager: module.createUserManager(window.location.origin), toAuthUser: module.toAuthUser };
}

/**
 * Owns the one UserManager of the tab: reads the stored session at start, mirrors every change
 * (sign-in, silent renewal, sign-out, expiry) into the store, and renews tokens automatically.
 */
export function useOidcSession() {
  const dispatch = useAppDispatch();
  const loaded = useRef<ReturnType<typeof loadManager> | null>(null);

  const load = useCallback(() => (loaded.current ??= loadManager()), []);
  const getManager = useCallback(async () => (await load()).manager, [load]);

  useEffect(() => {
    let active = true;
    let detach = () => {};
    void load().then(async ({ manager, toAuthUser }) => {
      if (!active) return;
      const publish = (user: User | null) => {
        if (user && !user.expired)
          dispatch(userLoaded({ user: toAuthUser(user), accessToken: user.access_token }));
        else dispatch(userCleared());
      };
      const onLoaded = (user: User) => publish(user);
      const onUnloaded = () => {
        dispatch(userCleared());
        dispatch(apiSlice.util.resetApiState());
      };
      // Renewal failed and the token ran out: the member is signed out in this tab.
      const onExpired = () => void manager.removeUser();
      const onRenewError = (error: Error) => console.warn('Silent token renewal failed', error);
      manager.events.addUserLoaded(onLoaded);
      manager.events.addUserUnloaded(onUnloaded);
      manager.events.addAccessTokenExpired(onExpired);
      manager.events.addSilentRenewError(onRenewError);
      detach = () => {
        manager.events.removeUserLoaded(onLoaded);
        manager.events.removeUserUnloaded(onUnloaded);
        manager.events.removeAccessTokenExpired(onExpired);
        manager.events.removeSilentRenewError(onRenewError);
      };

      const stored = await manager.getUser().catch(() => null);
      if (stored && stored.expired && stored.refresh_token) {
        // A tab reopened after the access token expired: renew with the refresh token.
        const renewed = await manager.signinSilent().catch(() => null);
        if (!renewed) await manager.removeUser();
        if (active) publish(renewed);
        return;
      }
      if (active) publish(stored);
    });
    return () => {
      active = false;
      detach();
    };
  }, [dispatch, load]);

  return { getManager };
}
