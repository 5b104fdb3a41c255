import { Navigate } from 'react-router-dom';
import { useAuthLoaded, useCurrentUser } from '../hooks';

/** The text-processing page reached from the landing route: members go to the dashboard. */
export function ProcessRedirect() {
  const loaded = useAuthLoaded();
  const user = useCurrentUser();
  if (!loaded) return null;
  return <Navigate to={user ? '/dashboard' : '/#tool'} replace />;
}
