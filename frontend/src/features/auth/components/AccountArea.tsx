import { useAuthActions } from '../../../app/auth-actions';
import { useAuthLoaded, useCurrentUser } from '../../../app/hooks';
import { Button } from '../../../components/ui/Button';
import { Suspense } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';

const UserMenu = lazyNamed(() => import('./UserMenu'), 'UserMenu');

const placeholder = <span className="block h-9 w-9 rounded-full bg-slate-200" aria-hidden="true" />;

/** The header's right end: Sign In for visitors, the avatar menu for members. */
export function AccountArea() {
  const loaded = useAuthLoaded();
  const user = useCurrentUser();
  const { openSignInModal } = useAuthActions();
  if (!loaded) return placeholder;
  if (user) {
    return (
      <Suspense fallback={placeholder}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <Button size="sm" onClick={() => openSignInModal('/dashboard')}>
      Sign In
    </Button>
  );
}
