import { UserManager, type User } from 'oidc-client-ts';
import type { AuthUser } from '../../../app/auth-slice';
import { oidcSettings } from './oidc-settings';

/** Loaded on demand (see auth-runtime.ts) so oidc-client-ts stays out of the first bundle. */
export function createUserManager(origin: string): UserManager {
  return new UserManager(oidcSettings(origin));
}

export function toAuthUser(user: User): AuthUser {
  const profile = user.profile;
  return {
    id: profile.sub,
    email: typeof profile.email === 'string' ? profile.email : null,
    firstName:
      typeof profile.given_name === 'string' && profile.given_name.trim() ? profile.given_name : null,
  };
}

export type { User, UserManager };
