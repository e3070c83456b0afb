import { Link } from 'react-router';
import type { ConnectedAccount, PublishPlatform } from '../../../../contract/social';
import { Alert } from '../../../components/alert';
import { labelStyles } from '../../../components/field-styles';
import { PlatformPicker } from '../../../components/platform-picker';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../lib/paths';
import { PREPARE_MESSAGES } from '../prepare-messages';

export type XMode = 'thread' | 'single';

type ChoosePlatformsStepProps = {
  accounts: { data: ConnectedAccount[] | undefined; loading: boolean; error: string | null; retry: () => void };
  selected: ReadonlySet<PublishPlatform>;
  onToggle: (platform: PublishPlatform, checked: boolean) => void;
  xMode: XMode;
  onXModeChange: (mode: XMode) => void;
  disabled: boolean;
};

const linkStyles = 'rounded font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300';

const X_MODES: ReadonlyArray<{ mode: XMode; label: string; hint: string }> = [
  { mode: 'thread', label: PREPARE_MESSAGES.xThread, hint: PREPARE_MESSAGES.xThreadHint },
  { mode: 'single', label: PREPARE_MESSAGES.xSingle, hint: PREPARE_MESSAGES.xSingleHint },
];

/** Step 1: the platforms to prepare texts for (the publish dialog's picker) and, for X, a thread or one post. */
export function ChoosePlatformsStep({ accounts, selected, onToggle, xMode, onXModeChange, disabled }: ChoosePlatformsStepProps) {
  const connected = (accounts.data ?? []).filter((account) => account.status === 'connected');
  return (
    <div className="space-y-5">
      {accounts.loading && (
        <div className="flex justify-center py-6">
          <Spinner label={PREPARE_MESSAGES.accountsLoading} />
        </div>
      )}
      {accounts.error && (
        <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
          <span>{accounts.error}</span>
          <button type="button" onClick={accounts.retry} className="rounded-md font-semibold underline underline-offset-2 hover:no-underline">
            {PREPARE_MESSAGES.tryAgain}
          </button>
        </Alert>
      )}
      {accounts.data && (
        <>
          {connected.length === 0 && (
            <Alert tone="info">
              {PREPARE_MESSAGES.noAccounts}
              <Link to={paths.socialAccounts} className={linkStyles}>
                {PREPARE_MESSAGES.connectLink}
              </Link>
              {PREPARE_MESSAGES.noAccountsAfter}
            </Alert>
          )}
          <PlatformPicker accounts={accounts.data} selected={selected} onToggle={onToggle} disabled={disabled} />
          {selected.has('twitter') && (
            <fieldset>
              <legend className={labelStyles}>{PREPARE_MESSAGES.xMode}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {X_MODES.map(({ mode, label, hint }) => (
                  <label
                    key={mode}
                    className="flex cursor-pointer items-start gap-3 rounded-xl border border-gray-200 p-3 has-checked:border-indigo-500 has-checked:bg-indigo-50/60 dark:border-gray-700 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-500/10"
                  >
                    <input
                      type="radio"
                      name="prepare-x-mode"
                      value={mode}
                      checked={xMode === mode}
                      disabled={disabled}
                      onChange={() => onXModeChange(mode)}
                      aria-label={label}
                      aria-describedby={`prepare-x-${mode}-hint`}
                      className="mt-0.5 size-4 shrink-0 accent-indigo-600 dark:accent-indigo-400"
                    />
                    <span>
                      <span className="block text-sm font-medium text-gray-900 dark:text-white">{label}</span>
                      <span id={`prepare-x-${mode}-hint`} className="block text-xs text-gray-600 dark:text-gray-400">
                        {hint}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </>
      )}
    </div>
  );
}
