import { BackLink } from '../components/back-link';
import { Icon } from '../components/icon';
import { PageTitle } from '../components/page-title';
import { PlatformMark, type PlatformId } from '../components/platform-mark';
import { paths } from '../lib/paths';

const PLATFORMS: { id: PlatformId; name: string }[] = [
  { id: 'twitter', name: 'Twitter / X' },
  { id: 'linkedin', name: 'LinkedIn' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'instagram', name: 'Instagram' },
  { id: 'tiktok', name: 'TikTok' },
  { id: 'youtube', name: 'YouTube' },
];

/** SPEC §2 /social-accounts. Connecting accounts arrives with the social work. */
export function SocialAccountsPage() {
  return (
    <>
      <PageTitle>Social Media Accounts</PageTitle>
      <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <BackLink to={paths.dashboard}>Back to Dashboard</BackLink>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 dark:text-white">Social Media Accounts</h1>
          <p className="mt-1 text-gray-600 dark:text-gray-400">Connect your accounts to publish straight from Inkwell.</p>
        </div>
        <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-10 dark:border-gray-800 dark:bg-gray-900">
          <div className="flex flex-col items-center text-center">
            <span className="flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300">
              <Icon name="link" className="size-6" />
            </span>
            <h2 className="mt-4 text-xl font-semibold text-gray-900 dark:text-white">Account connections arrive soon</h2>
            <p className="mt-2 max-w-lg text-gray-600 dark:text-gray-400">
              You will be able to connect these platforms and publish your content to all of them in one step.
            </p>
          </div>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {PLATFORMS.map(({ id, name }) => (
              <li key={id} className="flex items-center gap-3 rounded-xl border border-gray-200 p-4 dark:border-gray-800">
                <PlatformMark platform={id} />
                <span className="font-medium text-gray-900 dark:text-white">{name}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
