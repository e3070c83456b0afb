import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  label: string;
  hint?: ReactNode;
};

/** A labelled checkbox with an optional hint under the label. */
export function CheckboxField({ label, hint, className, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-describedby={hintId}
          className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-indigo-600 dark:border-gray-600 dark:accent-indigo-400"
          {...inputProps}
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
            {label}
          </label>
          {hint && (
            <p id={hintId} className="mt-0.5 text-xs text-gray-600 dark:text-gray-400">
              {hint}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
