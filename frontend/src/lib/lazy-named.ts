import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// The constraint React.lazy itself uses.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** React.lazy for a named export: `lazyNamed(() => import('./Page'), 'Page')`. */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** Fetches chunks the page will probably need once the browser is idle, so they open instantly. */
export function prefetchWhenIdle(...loads: Array<() => Promise<unknown>>): void {
  const run = () => loads.forEach((load) => void load().catch(() => undefined));
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 2000);
}
