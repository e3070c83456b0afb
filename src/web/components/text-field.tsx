import { useId, type ComponentProps, type ReactNode } from 'react';
import { classNames } from '../lib/class-names';
import { inputStyles, labelStyles } from './field-styles';

// ComponentProps carries `ref`, so react-hook-form's register() can reach the input.
type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Shown under the input and tied to it with aria-describedby. */
  hint?: ReactNode;
  /** Content placed at the right of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
};

export function TextField({ label, hint, labelAside, className, type = 'text', ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={labelStyles}>
          {label}
        </label>
        {labelAside}
      </div>
      <input id={id} type={type} aria-describedby={hintId} className={inputStyles} {...inputProps} />
      {hint && (
        <p id={hintId} className={classNames('mt-1.5 text-xs text-gray-600 dark:text-gray-400')}>
          {hint}
        </p>
      )}
    </div>
  );
}
