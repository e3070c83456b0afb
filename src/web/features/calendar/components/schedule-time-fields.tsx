import { TextField } from '../../../components/text-field';

export type LocalTime = { date: string; time: string };

type ScheduleTimeFieldsProps = {
  value: LocalTime;
  zone: string;
  onChange: (next: LocalTime) => void;
  disabled?: boolean;
};

/** A date and a time in the creator's zone, which the time's label names (native inputs: keyboard and screen readers know them). */
export function ScheduleTimeFields({ value, zone, onChange, disabled = false }: ScheduleTimeFieldsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label="Date" type="date" required value={value.date} disabled={disabled} onChange={(event) => onChange({ ...value, date: event.target.value })} />
      <TextField
        label={`Time (${zone})`}
        type="time"
        required
        value={value.time}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, time: event.target.value })}
      />
    </div>
  );
}
