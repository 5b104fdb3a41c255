import { hardMaxLength } from '@untangle/text-validation';
import { AlertCircle, AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/Alert';
import type { TextValidationState } from '../hooks/useTextValidation';
import { CharacterCounter } from './CharacterCounter';

export interface ValidatedTextInputProps {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  validation: TextValidationState;
  onUseExample?: () => void;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** The text box with the counter, the indicator states and the validator's red alert. */
export function ValidatedTextInput({
  value,
  onChange,
  maxLength,
  validation,
  onUseExample,
  label = 'Your text',
  placeholder = 'Paste or type the text you want to untangle...',
  disabled,
}: ValidatedTextInputProps) {
  const id = useId();
  const { result, count, blank } = validation;
  const errorMessage = result && !result.isValid && !blank ? result.error : null;
  const isValid = Boolean(result?.isValid) && !blank;
  const statusId = `${id}-status`;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        {onUseExample && (
          <button
            type="button"
            onClick={onUseExample}
            disabled={disabled}
            className="cursor-pointer rounded text-sm font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            Use example
          </button>
        )}
      </div>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={hardMaxLength(maxLength)}
        placeholder={placeholder}
        disabled={disabled}
        rows={8}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={statusId}
        className="min-h-40 w-full resize-y rounded-lg border border-slate-300 bg-white p-3 text-sm leading-6 text-slate-900 placeholder:text-slate-500 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-[invalid=true]:border-red-600"
      />
      <div
        id={statusId}
        className="flex flex-wrap items-center justify-between gap-2 text-xs"
        aria-live="polite"
      >
        <div className="flex flex-wrap items-center gap-3">
          {isValid && !count.isOverLimit && (
            <span className="inline-flex items-center gap-1 text-green-700" data-testid="valid-indicator">
              <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" /> Valid input
            </span>
          )}
          {count.isNearLimit && !count.isOverLimit && (
            <span className="inline-flex items-center gap-1 text-amber-700" data-testid="near-limit-warning">
              <AlertTriangle className="h-3.5 w-3.5" aria-hidden="true" />
              Approaching character limit ({count.remaining} characters remaining)
            </span>
          )}
          {count.isOverLimit && (
            <span
              className="inline-flex items-center gap-1 font-semibold text-red-700"
              data-testid="over-limit"
            >
              <AlertCircle className="h-3.5 w-3.5" aria-hidden="true" />
              Over limit by {-count.remaining}
            </span>
          )}
        </div>
        <CharacterCounter count={count} />
      </div>
      {errorMessage && (
        <Alert tone="destructive">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{errorMessage}</span>
        </Alert>
      )}
    </div>
  );
}
