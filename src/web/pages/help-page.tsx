import { PageTitle } from '../components/page-title';
import { useRecentContent } from '../features/support/api/get-recent-content';
import { HelpLinks } from '../features/support/components/help-links';
import { SupportRequestForm } from '../features/support/components/support-form';
import { SupportQueueNote } from '../features/support/components/support-queue-note';
import { SupportRequestList } from '../features/support/components/support-request-list';
import { useAuth } from '../lib/auth/use-auth';

/** Issue 14 /help: quick answers, the support form (priority for paid plans) and the creator's requests. */
export function HelpPage() {
  const { user } = useAuth();
  const recent = useRecentContent();
  if (!user) return null;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle>Help</PageTitle>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl dark:text-white">Help</h1>
        <p className="mt-1 text-gray-600 dark:text-gray-400">Quick answers, and a direct line to our support team.</p>
      </div>
      <HelpLinks />
      <div className="grid gap-8 lg:grid-cols-5">
        <section
          aria-labelledby="contact-support-heading"
          className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-3 dark:border-gray-800 dark:bg-gray-900"
        >
          <div>
            <h2 id="contact-support-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
              Contact support
            </h2>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{`We reply by e-mail to ${user.email}.`}</p>
          </div>
          <SupportQueueNote tier={user.subscription_tier} />
          <SupportRequestForm email={user.email} recent={recent.data} recentFailed={recent.isError} />
        </section>
        <div className="min-w-0 lg:col-span-2">
          <SupportRequestList recent={recent.data} />
        </div>
      </div>
    </div>
  );
}
