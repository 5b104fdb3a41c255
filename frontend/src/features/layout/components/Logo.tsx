import { PRODUCT_NAME } from '@untangle/contracts';
import { Link } from 'react-router-dom';

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-indigo-700" />
        <path d="M8 11h16M8 16h11M8 21h7" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className="text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
