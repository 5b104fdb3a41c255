import { UI_MESSAGES } from '@untangle/contracts';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthLoaded, useCurrentUser } from '../../../app/hooks';
import { toast } from '../../../components/ui/toast-store';

/**
 * The protected-route guard (/dashboard): nothing while authentication loads; once loaded without a
 * user, back to / with the destructive 'Sign in required' toast.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loaded = useAuthLoaded();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const refused = loaded && !user;

  useEffect(() => {
    if (!refused) return;
    toast({
      title: UI_MESSAGES.auth.signInRequiredTitle,
      description: UI_MESSAGES.auth.signInRequiredDescription,
      variant: 'destructive',
    });
    navigate('/', { replace: true });
  }, [refused, navigate]);

  if (!loaded || !user) return null;
  return <>{children}</>;
}
