import { useId } from 'react';
import { inputStyles, labelStyles } from '../field-styles';

type ScheduleTimeFieldsProps = {
  date: string;
  time: string;
  onChange: (next: { date: string; time: string }) => void;
  /** The creator's zone: the inputs are its wall clock. */
  zone: string;
  /** The earliest day offered (today in the zone). */
  minDate?: string;
  /** Why the time cannot be used, said under the inputs and tied to them. */
  problem: string | null;
  /** A remark that does not stop it (a time moved out of the hour the clocks skip). */
  note?: string | null;
  disabled?: boolean;
};

/** A date and a time in the creator's zone, named under the inputs: the Schedule part of the When choice and the post page's Change time. */
export function ScheduleTimeFields({ date, time, onChange, zone, minDate, problem, note, disabled }: ScheduleTimeFieldsProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const describedBy = [hintId, problem ? problemId : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
        <div>
          <label htmlFor={`${id}-date`} className={labelStyles}>
            Date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={date}
            min={minDate}
            required
            disabled={disabled}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ date: event.target.value, time })}
            className={inputStyles}
          />
        </div>
        <div>
          <label htmlFor={`${id}-time`} className={labelStyles}>
            Time
          </label>
          <input
            id={`${id}-time`}
            type="time"
            value={time}
            required
            disabled={disabled}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ date, time: event.target.value })}
            className={inputStyles}
          />
        </div>
      </div>
      <p id={hintId} className="text-xs text-gray-600 dark:text-gray-400">
        {`In your time zone, ${zone}.`}
        {note ? ` ${note}` : ''}
      </p>
      {problem && (
        <p id={problemId} className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}
