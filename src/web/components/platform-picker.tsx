import { useId } from 'react';
import { Link } from 'react-router';
import { PUBLISH_PLATFORM_LABELS, PUBLISH_PLATFORMS, type ConnectedAccount, type PublishPlatform } from '../../contract/social';
import { Badge } from './badge';
import { PlatformMark } from './platform-mark';
import { classNames } from '../lib/class-names';
import { paths } from '../lib/paths';

type PlatformPickerProps = {
  accounts: ConnectedAccount[];
  selected: ReadonlySet<PublishPlatform>;
  onToggle: (platform: PublishPlatform, checked: boolean) => void;
  disabled: boolean;
};

const linkStyles = 'rounded text-sm font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

/** The platforms to publish to: connected ones as checkboxes; the others with the way to connect them. */
export function PlatformPicker({ accounts, selected, onToggle, disabled }: PlatformPickerProps) {
  const idPrefix = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-900 dark:text-white">Platforms</legend>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {PUBLISH_PLATFORMS.map((platform) => {
          const label = PUBLISH_PLATFORM_LABELS[platform];
          const account = accounts.find((candidate) => candidate.platform === platform);
          if (!account || account.status === 'reconnect') {
            return (
              <li key={platform} className="flex items-center gap-3 rounded-xl border border-dashed border-gray-300 p-3 dark:border-gray-700">
                <PlatformMark platform={platform} className="size-8! rounded-lg! text-sm!" />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-gray-900 dark:text-white">{label}</p>
                  <p className="text-xs text-gray-600 dark:text-gray-400">{account ? 'Needs reconnecting' : 'Not connected'}</p>
                </div>
                <Link to={paths.socialAccounts} className={linkStyles}>
                  {account ? 'Reconnect' : 'Connect'}
                  <span className="sr-only">{` ${label}`}</span>
                </Link>
              </li>
            );
          }
          const checked = selected.has(platform);
          const detailId = `${idPrefix}-${platform}-detail`;
          return (
            <li key={platform}>
              <label
                className={classNames(
                  'flex cursor-pointer items-center gap-3 rounded-xl border p-3 transition-colors',
                  checked
                    ? 'border-indigo-500 bg-indigo-50/60 dark:border-indigo-400 dark:bg-indigo-500/10'
                    : 'border-gray-200 hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800/60',
                )}
              >
                <input
                  type="checkbox"
                  aria-label={label}
                  aria-describedby={detailId}
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => onToggle(platform, event.target.checked)}
                  className="size-4 shrink-0 rounded border-gray-300 accent-indigo-600 dark:border-gray-600 dark:accent-indigo-400"
                />
                <PlatformMark platform={platform} className="size-8! rounded-lg! text-sm!" />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-gray-900 dark:text-white">{label}</span>
                  <span id={detailId} className="block text-xs text-gray-600 dark:text-gray-400">
                    <span className="break-all">{`@${account.username}`}</span>
                    {account.demo_mode && (
                      <>
                        {' '}
                        <Badge tone="brand" className="ml-0.5 px-2 py-0 text-[0.6875rem]">
                          Demo Mode
                        </Badge>
                        <span className="mt-0.5 block">recorded in Inkwell, nothing is sent</span>
                      </>
                    )}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
