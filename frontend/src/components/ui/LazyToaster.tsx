import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { lazyNamed, prefetchWhenIdle } from '../../lib/lazy-named';
import { getToasts, subscribeToasts } from './toast-store';

const loadToaster = () => import('./Toaster');
const Toaster = lazyNamed(loadToaster, 'Toaster');

/** The toast viewport is loaded with the first toast (and fetched early when the browser is idle). */
export function LazyToaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  useEffect(() => prefetchWhenIdle(loadToaster), []);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
