import { useDispatch, useSelector } from 'react-redux';
import type { AuthUser } from './auth-slice';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

export function useCurrentUser(): AuthUser | null {
  return useAppSelector((state) => state.auth.user);
}

export function useAuthLoaded(): boolean {
  return useAppSelector((state) => state.auth.status === 'ready');
}
