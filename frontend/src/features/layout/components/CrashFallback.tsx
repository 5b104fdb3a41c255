import { UI_MESSAGES } from '@untangle/contracts';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../components/ui/Button';

/** The crash screen: 'Try Again' reloads, 'Go Home' goes to /. Plain anchors and reloads: the router itself may be what broke. */
export function CrashFallback({ errorId }: { errorId?: string }) {
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div role="alert" className="max-w-md text-center">
        <AlertTriangle className="mx-auto h-12 w-12 text-red-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{UI_MESSAGES.crash.title}</h1>
        <p className="mt-2 text-slate-600">An unexpected error occurred. Please try again.</p>
        {errorId && <p className="mt-2 font-mono text-xs text-slate-600">Error ID: {errorId}</p>}
        <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
          <Button onClick={() => window.location.reload()}>{UI_MESSAGES.crash.tryAgain}</Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            {UI_MESSAGES.crash.goHome}
          </Button>
        </div>
      </div>
    </main>
  );
}
