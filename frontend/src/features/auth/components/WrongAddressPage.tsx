import { useSearchParams } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/Button';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Only http(s) origins are shown or linked: the query string is the visitor's to edit. */
function originOrNull(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * `/wrong-address`: the page was opened at a host the sign-in was not set up for. It names the
 * address that works and, for whoever runs this Untangle, the setting that adds this one.
 */
export function WrongAddressPage() {
  const [params] = useSearchParams();
  const configured = originOrNull(params.get('configured'));
  const current = originOrNull(params.get('current')) ?? window.location.origin;
  useDocumentTitle('Open Untangle at its own address');
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16" data-testid="wrong-address">
      <h1 className="text-3xl font-bold text-slate-900">Open Untangle at its own address</h1>
      <p className="mt-3 text-slate-700">
        Signing in only works at the address this Untangle was set up for
        {configured ? (
          <>
            : <strong className="break-all">{configured}</strong>
          </>
        ) : null}
        . You opened it at <strong className="break-all">{current}</strong>.
      </p>
      {configured && (
        <a href={configured} className={buttonClasses('primary', 'md', 'mt-6')}>
          Open {configured}
        </a>
      )}
      <h2 className="mt-10 text-lg font-semibold text-slate-900">Running Untangle yourself?</h2>
      <p className="mt-2 text-slate-700">
        To use this address instead, set{' '}
        <code className="break-all rounded bg-slate-100 px-1">PUBLIC_URL={current}</code> (in{' '}
        <code className="rounded bg-slate-100 px-1">.env</code> or the environment) and restart Untangle.
      </p>
    </main>
  );
}
