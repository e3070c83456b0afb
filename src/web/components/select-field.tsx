import { useId, type SelectHTMLAttributes } from 'react';
import { classNames } from '../lib/class-names';
import { inputStyles, labelStyles } from './field-styles';

type SelectFieldProps<Value extends string> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onValueChange: (value: Value) => void;
};

/** A labelled drop-down whose value is one of `options`. */
export function SelectField<Value extends string>({ label, value, options, onValueChange, className, ...selectProps }: SelectFieldProps<Value>) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onValueChange(chosen.value);
        }}
        className={classNames(inputStyles, 'appearance-auto pr-8')}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
