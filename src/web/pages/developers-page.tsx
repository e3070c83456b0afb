import { PageTitle } from '../components/page-title';
import { ApiKeysSection } from '../features/api-keys/components/api-keys-section';
import { WebhooksSection } from '../features/webhooks/components/webhooks-section';

/** Issue 14 /developers: Enterprise API keys and outbound webhooks. */
export function DevelopersPage() {
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <PageTitle>Developers</PageTitle>
      <ApiKeysSection />
      <WebhooksSection />
    </div>
  );
}
