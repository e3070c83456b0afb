import { useId, useState, type FormEvent } from 'react';
import { PUBLISH_PLATFORM_LABELS, PUBLISH_PLATFORMS, type PublishPlatform } from '../../../../contract/social';
import { Button } from '../../../components/button';
import { inputStyles, labelStyles } from '../../../components/field-styles';
import { SCHEDULE_MESSAGES } from '../schedule-messages';
import { WEEK_ORDER, WORKING_DAYS, weekdayLabel } from '../slot-edit';

export type NewSlots = { weekdays: number[]; time: string; platforms: PublishPlatform[] };

const checkboxStyles = 'size-4 shrink-0 rounded border-gray-300 accent-indigo-600 dark:border-gray-600 dark:accent-indigo-400';
const chipStyles = 'flex cursor-pointer items-center gap-2 rounded-lg border border-gray-200 px-2.5 py-1.5 text-sm text-gray-800 has-checked:border-indigo-500 has-checked:bg-indigo-50/60 dark:border-gray-700 dark:text-gray-200 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-500/10';

/**
 * A time for the chosen days (Mon–Fri in one click), for every platform or only some. Checked here;
 * the slots are added to the week shown, and stored on Save.
 */
export function AddSlotForm({ onAdd, disabled }: { onAdd: (slots: NewSlots) => string | null; disabled?: boolean }) {
  const id = useId();
  const [weekdays, setWeekdays] = useState<ReadonlySet<number>>(new Set(WORKING_DAYS));
  const [time, setTime] = useState('09:00');
  const [some, setSome] = useState(false);
  const [platforms, setPlatforms] = useState<ReadonlySet<PublishPlatform>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);

  function toggle<T>(set: ReadonlySet<T>, item: T, on: boolean): Set<T> {
    const next = new Set(set);
    if (on) next.add(item);
    else next.delete(item);
    return next;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = PUBLISH_PLATFORMS.filter((platform) => platforms.has(platform));
    const why =
      weekdays.size === 0
        ? SCHEDULE_MESSAGES.noDay
        : !/^\d{2}:\d{2}$/.test(time)
          ? SCHEDULE_MESSAGES.noTime
          : some && chosen.length === 0
            ? SCHEDULE_MESSAGES.noPlatform
            : onAdd({ weekdays: WEEK_ORDER.filter((day) => weekdays.has(day)), time, platforms: some ? chosen : [] });
    setProblem(why);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-gray-200 p-4 dark:border-gray-800" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="text-sm font-semibold text-gray-900 dark:text-white">
        {SCHEDULE_MESSAGES.addHeading}
      </h4>
      <fieldset>
        <legend className={labelStyles}>{SCHEDULE_MESSAGES.days}</legend>
        <div className="flex flex-wrap items-center gap-2">
          {WEEK_ORDER.map((day) => (
            <label key={day} className={chipStyles}>
              <input
                type="checkbox"
                aria-label={weekdayLabel(day)}
                checked={weekdays.has(day)}
                disabled={disabled}
                onChange={(event) => setWeekdays(toggle(weekdays, day, event.target.checked))}
                className={checkboxStyles}
              />
              {weekdayLabel(day).slice(0, 3)}
            </label>
          ))}
          <Button type="button" size="sm" variant="ghost" disabled={disabled} onClick={() => setWeekdays(new Set(WORKING_DAYS))}>
            {SCHEDULE_MESSAGES.workingDays}
          </Button>
        </div>
      </fieldset>
      <div className="max-w-40">
        <label htmlFor={`${id}-time`} className={labelStyles}>
          {SCHEDULE_MESSAGES.time}
        </label>
        <input id={`${id}-time`} type="time" value={time} disabled={disabled} onChange={(event) => setTime(event.target.value)} className={inputStyles} />
      </div>
      <fieldset>
        <legend className={labelStyles}>{SCHEDULE_MESSAGES.platforms}</legend>
        <div className="flex flex-wrap gap-2">
          <label className={chipStyles}>
            <input type="radio" name={`${id}-for`} checked={!some} disabled={disabled} onChange={() => setSome(false)} className={checkboxStyles} />
            {SCHEDULE_MESSAGES.everyPlatform}
          </label>
          <label className={chipStyles}>
            <input type="radio" name={`${id}-for`} checked={some} disabled={disabled} onChange={() => setSome(true)} className={checkboxStyles} />
            {SCHEDULE_MESSAGES.onlySome}
          </label>
        </div>
        {some && (
          <div className="mt-2 flex flex-wrap gap-2">
            {PUBLISH_PLATFORMS.map((platform) => (
              <label key={platform} className={chipStyles}>
                <input type="checkbox" checked={platforms.has(platform)} disabled={disabled} onChange={(event) => setPlatforms(toggle(platforms, platform, event.target.checked))} className={checkboxStyles} />
                {PUBLISH_PLATFORM_LABELS[platform]}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={disabled}>
        {SCHEDULE_MESSAGES.add}
      </Button>
    </form>
  );
}
