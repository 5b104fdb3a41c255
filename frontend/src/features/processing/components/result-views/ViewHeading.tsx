import type { ReactNode } from 'react';

export function ViewHeading({ children }: { children: ReactNode }) {
  return <h3 className="mb-3 text-sm font-semibold text-slate-700">{children}</h3>;
}
