import { useId } from 'react';
import { PUBLISH_PLATFORM_LABELS, PUBLISH_PLATFORMS, type PublishPlatform } from '../../../../contract/social';
import { labelStyles } from '../../../components/field-styles';
import { classNames } from '../../../lib/class-names';

function chipStyles(pressed: boolean): string {
  return classNames(
    'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
    pressed
      ? 'border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700 dark:border-indigo-400 dark:bg-indigo-500 dark:hover:bg-indigo-400'
      : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200 dark:hover:bg-gray-800',
  );
}

type PlatformFilterProps = {
  /** The platforms chosen; none means all of them. */
  value: PublishPlatform[];
  onChange: (platforms: PublishPlatform[]) => void;
};

/** All platforms (the default, docs/product/limits.md#timings) or any of the six: toggle buttons, each saying whether it is on. */
export function PlatformFilter({ value, onChange }: PlatformFilterProps) {
  const labelId = useId();

  function toggle(platform: PublishPlatform) {
    const next = value.includes(platform) ? value.filter((p) => p !== platform) : [...value, platform];
    // All six chosen is the same view as "All platforms".
    onChange(next.length === PUBLISH_PLATFORMS.length ? [] : PUBLISH_PLATFORMS.filter((p) => next.includes(p)));
  }

  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className={labelStyles}>
        Platforms
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" aria-pressed={value.length === 0} onClick={() => onChange([])} className={chipStyles(value.length === 0)}>
          All platforms
        </button>
        {PUBLISH_PLATFORMS.map((platform) => (
          <button
            key={platform}
            type="button"
            aria-pressed={value.includes(platform)}
            onClick={() => toggle(platform)}
            className={chipStyles(value.includes(platform))}
          >
            {PUBLISH_PLATFORM_LABELS[platform]}
          </button>
        ))}
      </div>
    </div>
  );
}
