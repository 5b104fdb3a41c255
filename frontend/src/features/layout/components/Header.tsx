import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useCurrentUser } from '../../../app/hooks';
import { cn } from '../../../lib/cn';
import { Logo } from './Logo';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2 py-1.5 text-sm font-medium sm:px-3',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
    isActive ? 'text-indigo-800' : 'text-slate-700 hover:text-slate-900',
  );

/** Logo, Pricing, and for members a Dashboard link; `account` is the Sign In button or the user menu. */
export function Header({ account }: { account: ReactNode }) {
  const user = useCurrentUser();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <NavLink to="/pricing" className={navLinkClass}>
            Pricing
          </NavLink>
          {user && (
            <NavLink to="/dashboard" className={navLinkClass}>
              Dashboard
            </NavLink>
          )}
          <div className="ml-1 sm:ml-2">{account}</div>
        </nav>
      </div>
    </header>
  );
}
