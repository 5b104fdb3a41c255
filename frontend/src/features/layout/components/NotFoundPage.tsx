import { UI_MESSAGES } from '@untangle/contracts';
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/Button';
import { useDocumentTitle } from '../../../lib/use-document-title';

const KNOWN_ROUTES = ['/', '/dashboard', '/pricing', '/contact', '/privacy', '/terms', '/cookies', '/gdpr'];

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page Not Found');
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{UI_MESSAGES.notFound.title}</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <pre
        aria-label="Developer hint"
        className="mt-6 rounded-lg bg-slate-900 p-4 font-mono text-sm leading-6 break-words whitespace-pre-wrap text-slate-100"
      >
        <code>
          <span className="text-rose-300">Error</span>: No route matches URL{' '}
          <span className="text-amber-200">"{pathname}"</span>
          {'\n'}
          <span className="text-slate-300">{'// Hint: check the path for typos. Known routes:'}</span>
          {'\n'}
          <span className="text-emerald-300">{`// ${KNOWN_ROUTES.join('  ')}`}</span>
        </code>
      </pre>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        Go Home
      </Link>
    </main>
  );
}
