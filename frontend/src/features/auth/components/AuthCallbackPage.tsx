import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useAuthInternals } from '../hooks/auth-internals';
import { safeReturnTo } from '../lib/return-to';
import type { User } from '../lib/user-manager';

// One exchange per callback URL: the code can be redeemed once, and React may run effects twice.
const exchanges = new Map<string, Promise<User | undefined>>();

/** `/auth/callback`: finishes the sign-in and sends the member where they were going. */
export function AuthCallbackPage() {
  const { getManager } = useAuthInternals();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    const url = window.location.href;
    let exchange = exchanges.get(url);
    if (!exchange) {
      exchange = getManager().then((manager) => manager.signinCallback(url));
      exchanges.set(url, exchange);
    }
    exchange
      .then((user) => {
        if (active) navigate(safeReturnTo(user?.state), { replace: true });
      })
      .catch((reason: unknown) => {
        console.error('Sign-in callback failed', reason);
        if (active) setError(reason instanceof Error ? reason.message : String(reason));
      });
    return () => {
      active = false;
    };
  }, [getManager, navigate]);

  if (error) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Sign-in did not complete</h1>
        <p className="mt-3 text-slate-600">Please try signing in again.</p>
        <p className="mt-2 text-xs break-words text-slate-600">{error}</p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
          Go Home
        </Link>
      </section>
    );
  }
  return (
    <section
      className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-700"
      aria-live="polite"
    >
      <Spinner /> Signing you in...
    </section>
  );
}
