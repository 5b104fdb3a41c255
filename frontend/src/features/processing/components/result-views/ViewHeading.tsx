import type { ReactNode } from 'react';

export function ViewHeading({ children }: { children: ReactNode }) {
  return <h3 className="mb-3 text-sm font-semibold tracking-wide text-slate-700 uppercase">{children}</h3>;
}
