import type { SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface NativeSelectProps<V extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> {
  value: V;
  options: ReadonlyArray<SelectOption<V>>;
  onValueChange: (value: V) => void;
}

/**
 * The platform's select, styled: fully accessible and keyboard-friendly, native pickers on
 * phones, and no JavaScript weight.
 */
export function NativeSelect<V extends string>({
  value,
  options,
  onValueChange,
  className,
  ...props
}: NativeSelectProps<V>) {
  return (
    <select
      value={value}
      onChange={(event) => onValueChange(event.target.value as V)}
      className={cn(
        'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
        className,
      )}
      {...props}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
