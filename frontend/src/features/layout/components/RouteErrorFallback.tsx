import { useMemo } from 'react';
import { useRouteError } from 'react-router-dom';
import { logCrash } from '../lib/error-id';
import { CrashFallback } from './CrashFallback';

/** The router catches render errors of routes itself; this shows them as the crash screen. */
export function RouteErrorFallback() {
  const error = useRouteError();
  const errorId = useMemo(() => logCrash(error), [error]);
  return <CrashFallback errorId={errorId} />;
}
