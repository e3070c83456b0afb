import { PUBLISH_PLATFORM_LABELS, PUBLISH_PLATFORMS, type ConnectedAccount } from '../../../../contract/social';
import { Badge } from '../../../components/badge';
import { Icon } from '../../../components/icon';
import { PlatformMark } from '../../../components/platform-mark';

/** What publishing from Inkwell does, once an account is connected. */
const FEATURES = [
  'Publish a draft to every connected platform in one step, from the dashboard',
  "Each platform's length and media rules are checked before you publish",
  'A result for each platform, with a link to the post',
  'Demo connections record the post in Inkwell; nothing is sent to the platform',
];

/** docs/product/screens.md#social-accounts: shown once any account is connected: the connected platforms with a count, and four feature bullets. */
export function PublishingStatus({ accounts }: { accounts: ConnectedAccount[] }) {
  const ready = accounts.filter((account) => account.status === 'connected').length;
  return (
    <section
      aria-labelledby="publishing-status-heading"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="publishing-status-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
          Publishing Status
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">
          {`${accounts.length} of ${PUBLISH_PLATFORMS.length} platforms connected`}
          {ready < accounts.length && ` · ${accounts.length - ready} need reconnecting`}
        </p>
      </div>
      <ul aria-label="Connected platforms" className="mt-4 flex flex-wrap gap-2">
        {accounts.map((account) => (
          <li
            key={account.platform}
            className="flex items-center gap-2 rounded-full border border-gray-200 py-1 pr-3 pl-1 text-sm dark:border-gray-700"
          >
            <PlatformMark platform={account.platform} className="size-7! rounded-full! text-xs!" />
            <span className="font-medium text-gray-900 dark:text-white">{PUBLISH_PLATFORM_LABELS[account.platform]}</span>
            {account.demo_mode && <Badge tone="brand">Demo Mode</Badge>}
            {account.status === 'reconnect' && <Badge tone="warning">Reconnect needed</Badge>}
          </li>
        ))}
      </ul>
      <ul className="mt-5 grid gap-2.5 text-sm text-gray-700 sm:grid-cols-2 dark:text-gray-300">
        {FEATURES.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Icon name="check" className="mt-0.5 size-4 text-indigo-600 dark:text-indigo-400" />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}
