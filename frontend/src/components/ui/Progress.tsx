import { cn } from '../../lib/cn';

export interface ProgressProps {
  /** 0..100 */
  value: number;
  label: string;
  className?: string;
  barClassName?: string;
}

export function Progress({ value, label, className, barClassName }: ProgressProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn('h-full rounded-full bg-indigo-600 transition-[width] duration-300', barClassName)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
