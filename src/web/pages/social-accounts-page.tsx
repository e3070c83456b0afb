import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { upgradeTargets } from '../../contract/plan-catalogue';
import { PUBLISH_PLATFORMS, type PublishPlatform } from '../../contract/social';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { PageFrame } from '../components/page-frame';
import { usePlans } from '../features/plans/api/get-plans';
import { useAccounts } from '../lib/social/api/get-accounts';
import { AccountCard } from '../features/social/components/account-card';
import { AccountLimitNote, LimitReason } from '../features/social/components/account-limit-note';
import { DisconnectDialog } from '../features/social/components/disconnect-dialog';
import { LinkedText } from '../features/social/components/linked-text';
import { NoticeAlert } from '../features/social/components/notice-alert';
import { PublishingStatus } from '../features/social/components/publishing-status';
import { SOCIAL_MESSAGES, socialErrorMessage } from '../features/social/social-messages';
import { useAccountActions } from '../features/social/use-account-actions';
import { useOauthReturn } from '../features/social/use-oauth-return';
import { useAuth } from '../lib/auth/use-auth';
import { paths, postPath } from '../lib/paths';
import { forgetPostToReturnTo, postToReturnTo } from '../lib/posts/reconnect-return';

const linkStyles = 'rounded font-semibold underline underline-offset-2 hover:no-underline';

/** docs/product/screens.md#social-accounts: the six platforms, connecting (OAuth or demo) and disconnecting them, and the publishing status. */
export function SocialAccountsPage() {
  const { user } = useAuth();
  const plans = usePlans();
  const accounts = useAccounts({ autoRefresh: true });
  const oauth = useOauthReturn(() => void accounts.refetch());
  // A reconnection started from a post's page: the way back to it, to press Retry there.
  const [searchParams] = useSearchParams();
  const [returnTo] = useState(() => {
    const platform = searchParams.get('oauth_success') === 'true' ? searchParams.get('platform') : null;
    const postId = postToReturnTo(platform);
    return platform && postId ? { platform: platform as PublishPlatform, postId } : null;
  });
  const actions = useAccountActions();
  const [confirming, setConfirming] = useState<PublishPlatform | null>(null);

  if (!user) return null;

  const connected = accounts.data ?? [];
  const accountOf = (platform: PublishPlatform) => connected.find((account) => account.platform === platform);
  const plan = plans.data?.find((candidate) => candidate.id === user.subscription_tier);
  const canUpgrade = upgradeTargets(user.subscription_tier).length > 0 && !user.lifetime;
  const limit = plan?.social_accounts ?? null;
  const atLimit = limit !== null && connected.length >= limit;
  const fetchError = accounts.isError ? socialErrorMessage(accounts.error, () => SOCIAL_MESSAGES.fetchFailed) : null;
  const authError = fetchError === SOCIAL_MESSAGES.authRequired || fetchError === SOCIAL_MESSAGES.authExpired;

  async function confirmDisconnect() {
    if (!confirming) return;
    await actions.disconnect(confirming);
    setConfirming(null);
  }

  return (
    <>
      <PageFrame
        title="Social Media Accounts"
        back={{ to: paths.dashboard, label: 'Back to Dashboard' }}
        description={
          <div className="space-y-1">
            <p>Connect your accounts to publish straight from Inkwell.</p>
            {plan && accounts.data && (
              <AccountLimitNote count={connected.length} limit={plan.social_accounts} planName={plan.name} canUpgrade={canUpgrade} />
            )}
          </div>
        }
        actions={
          <Button variant="secondary" onClick={() => void accounts.refetch()} disabled={accounts.isFetching} busy={accounts.isFetching}>
            Refresh
          </Button>
        }
      >
        {oauth.notice && (
          <NoticeAlert tone={oauth.notice.tone} onDismiss={oauth.dismiss}>
            {oauth.notice.text}
            {returnTo && oauth.notice.tone === 'success' && (
              <>
                {' '}
                <Link to={postPath(returnTo.postId)} onClick={() => forgetPostToReturnTo(returnTo.platform)} className={linkStyles}>
                  Back to your post
                </Link>
                {' to press Retry.'}
              </>
            )}
          </NoticeAlert>
        )}
        {actions.notice && (
          <NoticeAlert tone={actions.notice.tone} onDismiss={actions.dismissNotice}>
            <LinkedText text={actions.notice.text} />
          </NoticeAlert>
        )}
        {fetchError && (
          <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
            <span>{fetchError}</span>
            {authError ? (
              <Link to={paths.login} className={linkStyles}>
                Log in
              </Link>
            ) : (
              <button type="button" onClick={() => void accounts.refetch()} className={linkStyles}>
                Try again
              </button>
            )}
          </Alert>
        )}

        {accounts.isPending && !accounts.isError && (
          <div role="status" aria-label="Loading your accounts" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {PUBLISH_PLATFORMS.map((platform) => (
              <div key={platform} aria-hidden="true" className="h-44 animate-pulse rounded-2xl bg-gray-100 dark:bg-gray-800" />
            ))}
          </div>
        )}

        {accounts.data && (
          <ul aria-label="Platforms" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {PUBLISH_PLATFORMS.map((platform) => (
              <li key={platform} className="flex">
                <AccountCard
                  platform={platform}
                  account={accountOf(platform)}
                  connecting={actions.connecting === platform}
                  disabled={actions.connecting !== null || actions.disconnecting}
                  blocked={
                    atLimit && plan && limit !== null
                      ? { id: `limit-${platform}`, reason: <LimitReason limit={limit} planName={plan.name} canUpgrade={canUpgrade} /> }
                      : null
                  }
                  onConnect={() => actions.connect(platform)}
                  onDisconnect={() => setConfirming(platform)}
                />
              </li>
            ))}
          </ul>
        )}

        {connected.length > 0 && <PublishingStatus accounts={connected} />}
      </PageFrame>
      <DisconnectDialog
        platform={confirming}
        demo={confirming ? (accountOf(confirming)?.demo_mode ?? false) : false}
        disconnecting={actions.disconnecting}
        onKeep={() => setConfirming(null)}
        onConfirm={() => void confirmDisconnect()}
      />
    </>
  );
}
