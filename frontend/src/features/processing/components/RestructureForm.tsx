import { DEFAULT_LOGIC_TYPE, type LogicType } from '@untangle/contracts';
import { canSubmit, submissionText } from '@untangle/text-validation';
import { useState } from 'react';
import { useTextValidation } from '../hooks/useTextValidation';
import { EXAMPLE_TEXT } from '../lib/example-text';
import { LogicTypePicker } from './LogicTypePicker';
import { ProcessButton } from './ProcessButton';
import { QueueStatus } from './QueueStatus';
import { ValidatedTextInput } from './ValidatedTextInput';

export interface RestructureFormProps {
  maxLength: number;
  pending: boolean;
  /** The pending call's id, whose queue position is shown while it waits. */
  pendingIdempotencyKey: string | null;
  onSubmit: (text: string, logicType: LogicType) => void;
}

/** Text, example, logic type and the process button, enabled only for valid, non-blank text. */
export function RestructureForm({
  maxLength,
  pending,
  pendingIdempotencyKey,
  onSubmit,
}: RestructureFormProps) {
  const [text, setText] = useState('');
  const [logicType, setLogicType] = useState<LogicType>(DEFAULT_LOGIC_TYPE);
  const validation = useTextValidation(text, maxLength);
  const submittable = validation.result !== null && canSubmit(text, validation.result);

  const submit = () => {
    // The debounced verdict may be about older text: decide on the text as it is now.
    const now = validation.validateNow();
    if (!canSubmit(text, now)) return;
    onSubmit(submissionText(text, now), logicType);
  };

  return (
    <div className="flex flex-col gap-4">
      <ValidatedTextInput
        value={text}
        onChange={setText}
        maxLength={maxLength}
        validation={validation}
        onUseExample={() => setText(EXAMPLE_TEXT)}
        disabled={pending}
      />
      <LogicTypePicker value={logicType} onChange={setLogicType} disabled={pending} />
      <ProcessButton pending={pending} disabled={!submittable} onClick={submit} />
      {pendingIdempotencyKey && <QueueStatus idempotencyKey={pendingIdempotencyKey} />}
    </div>
  );
}
