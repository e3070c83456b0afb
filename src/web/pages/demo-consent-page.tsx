import { Link, useSearchParams } from 'react-router';
import { demoUsername } from '../../contract/demo-username';
import { PUBLISH_PLATFORM_LABELS, PublishPlatform } from '../../contract/social';
import { Alert } from '../components/alert';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { PageFrame } from '../components/page-frame';
import { PlatformMark } from '../components/platform-mark';
import { useAuthorizeDemo } from '../features/social/api/authorize-demo';
import { LinkedText } from '../features/social/components/linked-text';
import { SOCIAL_MESSAGES, socialErrorMessage } from '../features/social/social-messages';
import { useAuth } from '../lib/auth/use-auth';
import { paths } from '../lib/paths';

const CARD = 'max-w-xl rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900';

/** Where Cancel goes: the OAuth callback, told the creator declined, as a platform would send it. */
export function declineUrl(platform: PublishPlatform, state: string): string {
  return `/api/social/oauth/${platform}/callback?${new URLSearchParams({ error: 'access_denied', state })}`;
}

/**
 * Inkwell's consent page for a demo connection (no app credentials for the platform on this server):
 * it says plainly that nothing is sent to the platform, names the platform and the account, and
 * returns through the same OAuth callback and state checks as a real connection.
 */
export function DemoConsentPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const authorize = useAuthorizeDemo();
  const parsed = PublishPlatform.safeParse(params.get('platform'));
  const state = params.get('state') ?? '';

  if (!user) return null;

  if (!parsed.success || state === '') {
    return (
      <PageFrame title="Demo connection" width="narrow">
        <Alert tone="error">
          <p>This connection link is incomplete. Start again from Social Accounts.</p>
          <Link to={paths.socialAccounts} className="mt-2 inline-block rounded font-semibold underline underline-offset-2 hover:no-underline">
            Go to Social Accounts
          </Link>
        </Alert>
      </PageFrame>
    );
  }

  const platform = parsed.data;
  const label = PUBLISH_PLATFORM_LABELS[platform];
  const leaving = authorize.isPending || authorize.isSuccess;
  const error = authorize.isError
    ? socialErrorMessage(authorize.error, (detail) => SOCIAL_MESSAGES.connectFailed(label, detail ?? 'Please try again.'))
    : null;

  function approve() {
    authorize.mutate({ platform, state }, { onSuccess: (redirectUrl) => window.location.assign(redirectUrl) });
  }

  return (
    <PageFrame title={`Connect ${label} in demo mode`} documentTitle={`Connect ${label} (demo)`} headingId="consent-heading" width="narrow">
      <section aria-labelledby="consent-heading" className={CARD}>
        <div className="flex items-center gap-3">
          <PlatformMark platform={platform} className="size-12! text-lg!" />
          <Badge tone="brand">Demo Mode</Badge>
        </div>
        <p className="mt-4 text-gray-700 dark:text-gray-300">
          {`This is a demo connection: this Inkwell server has no ${label} app set up, so nothing is sent to ${label}. `}
          Posts you publish to this account are recorded in Inkwell, where you can view them.
        </p>

        <dl className="mt-6 divide-y divide-gray-100 rounded-xl border border-gray-200 text-sm dark:divide-gray-800 dark:border-gray-800">
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-gray-600 dark:text-gray-400">Platform</dt>
            <dd className="font-medium text-gray-900 dark:text-white">{`${label} (demo)`}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-gray-600 dark:text-gray-400">Account</dt>
            <dd className="sm:text-right">
              <span className="font-medium break-all text-gray-900 dark:text-white">{`@${demoUsername(platform, user.name)}`}</span>
              <span className="block text-xs text-gray-600 dark:text-gray-400">a handle made from your name</span>
            </dd>
          </div>
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-gray-600 dark:text-gray-400">Inkwell may</dt>
            <dd className="text-right font-medium text-gray-900 dark:text-white">Record posts you publish</dd>
          </div>
        </dl>

        {error && (
          <Alert tone="error" className="mt-5">
            <p>
              <LinkedText text={error} />
            </p>
            <Link to={paths.socialAccounts} className="mt-1 inline-block rounded font-semibold underline underline-offset-2 hover:no-underline">
              Start again from Social Accounts
            </Link>
          </Alert>
        )}

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => window.location.assign(declineUrl(platform, state))} disabled={leaving}>
            Cancel
          </Button>
          <Button onClick={approve} disabled={leaving} busy={leaving}>
            {leaving ? 'Authorizing…' : 'Authorize'}
          </Button>
        </div>
      </section>
    </PageFrame>
  );
}
