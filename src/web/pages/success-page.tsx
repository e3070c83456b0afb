import { Navigate, useSearchParams } from 'react-router';
import { PageLayout } from '../components/page-layout';
import { PageTitle } from '../components/page-title';
import { Spinner } from '../components/spinner';
import { paths } from '../lib/paths';

/** The return from checkout (SPEC §2 /success). The payment check itself arrives with the billing work. */
export function SuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');

  if (!sessionId) return <Navigate to={paths.pricing} replace />;

  return (
    <PageLayout>
      <PageTitle>Checking your payment</PageTitle>
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
        <div className="rounded-2xl border border-gray-200 bg-white p-10 shadow-sm dark:border-gray-800 dark:bg-gray-900">
          <Spinner label="Checking your payment" size="lg" />
          <h1 className="mt-6 text-xl font-semibold text-gray-900 dark:text-white">Checking your payment…</h1>
          <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">This only takes a moment. Please keep this page open.</p>
        </div>
      </div>
    </PageLayout>
  );
}
