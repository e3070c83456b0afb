import type { ReactNode } from 'react';
import { ACCESS_ENDING_WARN_DAYS, PUBLISH_PLATFORM_LABELS, type ConnectedAccount, type PublishPlatform } from '../../../../contract/social';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { PlatformMark } from '../../../components/platform-mark';
import { formatDate } from '../../../lib/format-date';
import { mediaNeedText } from '../media-need';
import { TargetSelect, withTargetChoice } from './target-select';

type AccountCardProps = {
  platform: PublishPlatform;
  account: ConnectedAccount | undefined;
  /** This card's Connect (or Reconnect) is waiting for the authorization address. */
  connecting: boolean;
  /** Another action is under way: this card's buttons wait. */
  disabled: boolean;
  /** Why Connect is not offered (the plan's account limit), with the way to a higher one. */
  blocked: { id: string; reason: ReactNode } | null;
  onConnect: () => void;
  onDisconnect: () => void;
};

/** Whether an access that cannot be renewed ends within ACCESS_ENDING_WARN_DAYS (or has ended). */
export function accessEnding(endsAt: string | null, now = Date.now()): boolean {
  if (!endsAt) return false;
  return Date.parse(endsAt) - now <= ACCESS_ENDING_WARN_DAYS * 24 * 60 * 60 * 1000;
}

/** One platform on /social-accounts (docs/product/screens.md#social-accounts): Connected or Not Connected, @username, Demo Mode, the date, and its actions. */
export function AccountCard({ platform, account, connecting, disabled, blocked, onConnect, onDisconnect }: AccountCardProps) {
  const label = PUBLISH_PLATFORM_LABELS[platform];
  const headingId = `account-${platform}`;
  const needsReconnect = account?.status === 'reconnect';
  const ending = account !== undefined && !needsReconnect && accessEnding(account.access_ends_at);
  const need = mediaNeedText(platform);
  const choice = withTargetChoice(account);

  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col rounded-2xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex items-start gap-3">
        <PlatformMark platform={platform} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold text-gray-900 dark:text-white">
            {label}
          </h2>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            {!account ? (
              <Badge tone="neutral">Not Connected</Badge>
            ) : needsReconnect ? (
              <Badge tone="warning">Reconnect needed</Badge>
            ) : (
              <Badge tone="success">Connected</Badge>
            )}
            {account?.demo_mode && <Badge tone="brand">Demo Mode</Badge>}
          </div>
        </div>
      </div>

      <div className="mt-4 flex-1 space-y-1 text-sm text-gray-600 dark:text-gray-400">
        {account ? (
          <>
            <p className="font-medium break-all text-gray-900 dark:text-white">{`@${account.username}`}</p>
            <p>{`Connected ${formatDate(account.connected_at)}`}</p>
            {needsReconnect && (
              <p className="text-amber-900 dark:text-amber-200">{`${label} no longer accepts Inkwell's access. Reconnect to publish there again.`}</p>
            )}
            {account.demo_mode && !needsReconnect && <p>Posts are recorded in Inkwell; nothing is sent to {label}.</p>}
            {ending && account.access_ends_at && (
              <p className="text-amber-900 dark:text-amber-200">
                {`${label} gives Inkwell access until ${formatDate(account.access_ends_at)}. Reconnect before then to keep publishing.`}
              </p>
            )}
            {choice && <TargetSelect account={choice} disabled={disabled} />}
          </>
        ) : (
          <p>{need ? `${need}.` : 'Text posts, with an image or video if you like.'}</p>
        )}
        {blocked && !account && (
          <p id={blocked.id} className="text-amber-900 dark:text-amber-200">
            {blocked.reason}
          </p>
        )}
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        {(!account || needsReconnect || ending) && (
          <Button
            size="sm"
            onClick={onConnect}
            disabled={disabled || connecting || (blocked !== null && !account)}
            busy={connecting}
            aria-describedby={blocked && !account ? blocked.id : undefined}
          >
            {connecting ? 'Connecting…' : account ? 'Reconnect' : 'Connect'}
            <span className="sr-only">{` ${label}`}</span>
          </Button>
        )}
        {account && (
          <Button size="sm" variant="secondary" onClick={onDisconnect} disabled={disabled}>
            Disconnect
            <span className="sr-only">{` ${label}`}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
