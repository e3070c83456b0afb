import { useId, type ComponentProps } from 'react';
import { classNames } from '../lib/class-names';
import { inputStyles, labelStyles } from './field-styles';

// ComponentProps carries `ref`, so react-hook-form's register() can reach the textarea.
type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & { label: string };

export function TextareaField({ label, className, rows = 5, ...textareaProps }: TextareaFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <textarea id={id} rows={rows} className={classNames(inputStyles, 'resize-y')} {...textareaProps} />
    </div>
  );
}
