import { KeyRound, Webhook } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../components/button-styles';
import { PageFrame } from '../components/page-frame';
import { ApiKeysSection } from '../features/api-keys/components/api-keys-section';
import { WebhooksSection } from '../features/webhooks/components/webhooks-section';
import { useAuth } from '../lib/auth/use-auth';
import { paths } from '../lib/paths';

const PLAN_FEATURES = [
  {
    icon: KeyRound,
    title: 'API access',
    text: 'Create API keys and call Inkwell from your own apps and scripts: generate every content kind, summarize, humanize, publish and read analytics.',
  },
  {
    icon: Webhook,
    title: 'Custom integrations',
    text: 'Register webhooks and receive signed events when content is created or a post is published, to connect Inkwell to your own tools.',
  },
] as const;

/** What the Enterprise plan adds here, for everyone else, with the way to upgrade. */
function EnterpriseGate() {
  return (
    <section aria-labelledby="developers-upgrade-heading" className="space-y-6 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900">
      <div className="space-y-1">
        <h2 id="developers-upgrade-heading" className="text-lg font-semibold text-gray-900 dark:text-white">
          Available on the Enterprise plan
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">Upgrade to Enterprise to build on Inkwell.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {PLAN_FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-gray-200 p-4 dark:border-gray-800">
            <Icon aria-hidden="true" className="size-6 text-indigo-600 dark:text-indigo-400" />
            <p className="mt-3 font-medium text-gray-900 dark:text-white">{title}</p>
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{text}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.subscription} className={buttonStyles()}>
          Upgrade to Enterprise
        </Link>
        <Link to={paths.pricing} className={buttonStyles({ variant: 'secondary' })}>
          Compare plans
        </Link>
      </div>
    </section>
  );
}

/** Issue 14 /developers: Enterprise API keys and outbound webhooks; what the plan adds for everyone else. */
export function DevelopersPage() {
  const { user } = useAuth();
  if (!user) return null;
  const enterprise = user.subscription_tier === 'enterprise';

  return (
    <PageFrame title="Developers" description="Connect Inkwell to your own apps, scripts and tools.">
      {enterprise ? (
        <>
          <ApiKeysSection />
          <WebhooksSection />
        </>
      ) : (
        <EnterpriseGate />
      )}
    </PageFrame>
  );
}
