import { LOGIC_TYPE_PICKER_LABELS, LOGIC_TYPES, type LogicType } from '@untangle/contracts';
import { useId } from 'react';
import { NativeSelect } from '../../../components/ui/NativeSelect';

const OPTIONS = LOGIC_TYPES.map((value) => ({ value, label: LOGIC_TYPE_PICKER_LABELS[value] }));

export function LogicTypePicker({
  value,
  onChange,
  disabled,
}: {
  value: LogicType;
  onChange: (value: LogicType) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        Logic type
      </label>
      <NativeSelect
        id={id}
        value={value}
        options={OPTIONS}
        onValueChange={onChange}
        disabled={disabled}
        required
      />
    </div>
  );
}
