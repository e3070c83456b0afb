import { useId, useMemo, useState } from 'react';
import { inputStyles, labelStyles } from '../../../components/field-styles';
import { browserTimeZone, timeZoneNames } from '../../../lib/schedule/zone-time';
import { SCHEDULE_MESSAGES } from '../schedule-messages';

type TimeZoneFieldProps = {
  value: string;
  onChange: (zone: string) => void;
  /** The stored zone is null: the value is the browser's, proposed. */
  notSet: boolean;
  disabled?: boolean;
};

/** "Europe/Paris" also found as "paris" or "europe paris". */
function matches(zone: string, query: string): boolean {
  const words = query.toLowerCase().replace(/[_/]/g, ' ').split(/\s+/).filter(Boolean);
  const name = zone.toLowerCase().replace(/[_/]/g, ' ');
  return words.every((word) => name.includes(word));
}

/**
 * The creator's IANA zone: a search box narrowing a plain select of every zone the browser knows (a
 * native control, so keyboard and screen readers work as everywhere), the current zone always in it.
 */
export function TimeZoneField({ value, onChange, notSet, disabled }: TimeZoneFieldProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const all = useMemo(() => timeZoneNames(), []);
  const found = all.filter((zone) => matches(zone, query));
  const options = found.includes(value) ? found : [value, ...found];
  const browser = browserTimeZone();

  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-search`} className={labelStyles}>
            {SCHEDULE_MESSAGES.zoneSearch}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            disabled={disabled}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby={`${id}-search-hint`}
            autoComplete="off"
            className={inputStyles}
          />
          <p id={`${id}-search-hint`} className="mt-1.5 text-xs text-gray-600 dark:text-gray-400">
            {query && found.length === 0 ? SCHEDULE_MESSAGES.noZoneMatch : SCHEDULE_MESSAGES.zoneSearchHint}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-zone`} className={labelStyles}>
            {SCHEDULE_MESSAGES.zoneLabel}
          </label>
          <select
            id={`${id}-zone`}
            value={value}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={`${id}-zone-hint`}
            className={`${inputStyles} appearance-auto pr-8`}
          >
            {options.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
          <p id={`${id}-zone-hint`} className="mt-1.5 text-xs text-gray-600 dark:text-gray-400">
            {notSet ? `${SCHEDULE_MESSAGES.zoneNotSet(value)} ` : ''}
            {SCHEDULE_MESSAGES.zoneKeepsPosts}
          </p>
        </div>
      </div>
      {browser !== value && (
        <button
          type="button"
          disabled={disabled}
          onClick={() => onChange(browser)}
          className="rounded text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline disabled:opacity-60 dark:text-indigo-300"
        >
          {SCHEDULE_MESSAGES.browserZoneButton(browser)}
        </button>
      )}
    </div>
  );
}
