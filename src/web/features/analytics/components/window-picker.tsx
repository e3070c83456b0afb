import { ANALYTICS_WINDOWS } from '../../../../contract/analytics';
import { labelStyles } from '../../../components/field-styles';
import type { AnalyticsWindow } from '../analytics-filters';

/** 7, 30 or 90 days: native radios (arrow keys move between them), drawn as a segmented control. */
export function WindowPicker({ value, onChange }: { value: AnalyticsWindow; onChange: (days: AnalyticsWindow) => void }) {
  return (
    <fieldset>
      <legend className={labelStyles}>Window</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg border border-gray-200 bg-gray-50 p-1 dark:border-gray-700 dark:bg-gray-800/60">
        {ANALYTICS_WINDOWS.map((days) => (
          <label key={days} className="relative cursor-pointer">
            <input
              type="radio"
              name="analytics-window"
              value={days}
              checked={value === days}
              onChange={() => onChange(days)}
              className="peer sr-only"
            />
            <span className="flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-gray-700 transition-colors peer-checked:bg-white peer-checked:text-indigo-700 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-indigo-500 hover:text-gray-900 dark:text-gray-300 dark:peer-checked:bg-gray-900 dark:peer-checked:text-indigo-300 dark:hover:text-white">
              {`${days} days`}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
