import { PageFrame } from '../components/page-frame';
import { useConfig } from '../features/config/api/get-config';
import { usePlans } from '../features/plans/api/get-plans';
import { useRecentContent } from '../features/support/api/get-recent-content';
import { QuickAnswers } from '../features/support/components/quick-answers';
import { SupportRequestForm } from '../features/support/components/support-form';
import { SupportQueueNote } from '../features/support/components/support-queue-note';
import { SupportRequestList } from '../features/support/components/support-request-list';
import { formatFileSize } from '../features/summarize/format-file-size';
import { useAuth } from '../lib/auth/use-auth';

/** How the creator hears back: by e-mail when the server mails requests to a support team, otherwise in the list. */
function replyChannel(email: string, mailed: boolean | undefined): string {
  if (mailed === undefined) return 'Your requests and their status are listed under “Your requests”.';
  if (mailed) return `We reply by e-mail to ${email}.`;
  return 'Support e-mail is not set up on this Inkwell server: your requests are saved under “Your requests”, where you can follow their status, and no reply comes by e-mail.';
}

/** Issue 14 /help: quick answers, the support form (priority for paid plans) and the creator's requests. */
export function HelpPage() {
  const { user } = useAuth();
  const recent = useRecentContent();
  const plans = usePlans();
  const config = useConfig();
  if (!user) return null;
  const mailed = config.data?.support_by_email;

  return (
    <PageFrame title="Help" description="Quick answers, and a direct line to our support team.">
      <QuickAnswers
        tier={user.subscription_tier}
        plans={plans.data}
        maxUpload={config.data ? formatFileSize(config.data.max_upload_bytes) : undefined}
        transcription={config.data?.transcription}
      />
      <div className="grid gap-8 lg:grid-cols-5">
        <section
          aria-labelledby="contact-support-heading"
          className="space-y-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-3 dark:border-gray-800 dark:bg-gray-900"
        >
          <div>
            <h2 id="contact-support-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
              Contact support
            </h2>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{replyChannel(user.email, mailed)}</p>
          </div>
          <SupportQueueNote tier={user.subscription_tier} />
          <SupportRequestForm email={user.email} mailed={mailed} recent={recent.data} recentFailed={recent.isError} />
        </section>
        <div className="min-w-0 lg:col-span-2">
          <SupportRequestList recent={recent.data} />
        </div>
      </div>
    </PageFrame>
  );
}
