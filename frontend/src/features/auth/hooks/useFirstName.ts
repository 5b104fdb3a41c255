import { useCurrentUser } from '../../../app/hooks';
import { useGetMeQuery } from '../api/account-api';

/**
 * The member's first name: the ID token's given_name, else the gateway's /api/me (a provider
 * that leaves given_name out of the ID token), else null.
 */
export function useFirstName(): string | null {
  const user = useCurrentUser();
  const needsLookup = Boolean(user) && !user?.firstName;
  const { data } = useGetMeQuery(undefined, { skip: !needsLookup });
  if (!user) return null;
  return user.firstName ?? (data?.firstName?.trim() ? data.firstName : null);
}
