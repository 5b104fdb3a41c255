import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type AlertTone = 'destructive' | 'warning' | 'info' | 'success';

const TONES: Record<AlertTone, string> = {
  destructive: 'border-red-300 bg-red-50 text-red-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-indigo-200 bg-indigo-50 text-indigo-900',
  success: 'border-green-300 bg-green-50 text-green-800',
};

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  tone?: AlertTone;
}

export function Alert({ tone = 'info', className, role, ...props }: AlertProps) {
  return (
    <div
      role={role ?? (tone === 'destructive' ? 'alert' : 'status')}
      data-tone={tone}
      className={cn('flex items-start gap-2 rounded-lg border px-3 py-2 text-sm', TONES[tone], className)}
      {...props}
    />
  );
}
