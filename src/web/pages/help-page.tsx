import { PageTitle } from '../components/page-title';

/** Issue 14 /help: support requests. Being built. */
export function HelpPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle>Help</PageTitle>
    </div>
  );
}
