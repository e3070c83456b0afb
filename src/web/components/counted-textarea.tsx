import { useId, type ReactNode } from 'react';
import { inputStyles } from './field-styles';
import { classNames } from '../lib/class-names';
import type { PostCheck } from '../lib/posts/box-checks';
import { BOX_MESSAGES } from '../lib/posts/box-messages';
import { useSettledValue } from '../lib/use-settled-value';

type CountedTextareaProps = {
  check: PostCheck;
  value: string;
  onChange: (value: string) => void;
  /** More descriptions of the field: the platform's refusal, the box's own notes. */
  describedBy?: string;
  disabled: boolean;
  rows: number;
  /** Beside the label (a thread post's Remove). */
  action?: ReactNode;
};

/**
 * A labelled textarea with its length as the platform counts it against the limit (red over it), what
 * the platform would refuse, linked to it, and the count said politely once typing pauses.
 */
export function CountedTextarea({ check, value, onChange, describedBy, disabled, rows, action }: CountedTextareaProps) {
  const id = useId();
  const counterId = `${id}-counter`;
  const notesId = `${id}-notes`;
  const { label, length, max, notes } = check;
  const over = length !== null && length > max;
  const invalid = notes.some((note) => note.tone === 'error');
  // Said once typing pauses on this text, not at every keystroke nor when the box first shows.
  const settled = useSettledValue(value);
  const said = settled === value && length !== null ? BOX_MESSAGES.counterSaid(label, length, max) : null;

  return (
    <div>
      <div className="mb-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {label}
        </label>
        <div className="flex items-center gap-3">
          <p id={counterId} className={classNames('text-sm tabular-nums', over ? 'font-semibold text-red-700 dark:text-red-300' : 'text-gray-600 dark:text-gray-400')}>
            {length === null ? BOX_MESSAGES.counterLoading : BOX_MESSAGES.counter(length, max)}
          </p>
          {action}
        </div>
      </div>
      <textarea
        id={id}
        rows={rows}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={[counterId, notes.length > 0 ? notesId : null, describedBy].filter(Boolean).join(' ')}
        className={classNames(inputStyles, 'resize-y', invalid && 'border-red-500 dark:border-red-400')}
      />
      {notes.length > 0 && (
        <ul id={notesId} className="mt-1.5 space-y-1 text-sm">
          {notes.map((note) => (
            <li key={note.text} className={note.tone === 'error' ? 'text-red-700 dark:text-red-300' : 'text-gray-700 dark:text-gray-300'}>
              {note.text}
            </li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
