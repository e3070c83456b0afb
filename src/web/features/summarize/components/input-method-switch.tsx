import type { ComponentProps } from 'react';
import { labelStyles } from '../../../components/field-styles';
import { Icon, type IconName } from '../../../components/icon';
import { INPUT_METHODS, type InputMethod } from '../summarizer-fields';

const METHODS: Record<InputMethod, { label: string; icon: IconName }> = {
  text: { label: 'Text', icon: 'pencil' },
  url: { label: 'URL', icon: 'link' },
  file: { label: 'File', icon: 'upload' },
};

/** react-hook-form's register() for the method field: each radio takes the same props. */
type RadioProps = Omit<ComponentProps<'input'>, 'type' | 'value'>;

/** Text, URL or File: native radios (arrow keys move between them), drawn as a segmented control. */
export function InputMethodSwitch(radioProps: RadioProps) {
  return (
    <fieldset>
      <legend className={labelStyles}>Input method</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg border border-gray-200 bg-gray-50 p-1 dark:border-gray-700 dark:bg-gray-800/60">
        {INPUT_METHODS.map((method) => (
          <label key={method} className="relative cursor-pointer">
            <input type="radio" value={method} className="peer sr-only" {...radioProps} />
            <span className="flex items-center justify-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-gray-700 transition-colors peer-checked:bg-white peer-checked:text-indigo-700 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-indigo-500 hover:text-gray-900 dark:text-gray-300 dark:peer-checked:bg-gray-900 dark:peer-checked:text-indigo-300 dark:hover:text-white">
              <Icon name={METHODS[method].icon} className="size-4" />
              {METHODS[method].label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
