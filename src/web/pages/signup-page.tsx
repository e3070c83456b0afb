import { Link, useLocation } from 'react-router';
import { PageLayout } from '../components/page-layout';
import { PageTitle } from '../components/page-title';
import { AuthCard } from '../features/auth/components/auth-card';
import { SignupForm } from '../features/auth/components/signup-form';
import { useStripErrorParams } from '../features/auth/use-strip-error-params';
import { useConfig } from '../features/config/api/get-config';
import { paths } from '../lib/paths';

const linkStyles = 'rounded font-semibold text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200';

export function SignupPage() {
  useStripErrorParams();
  // Carries the page the visitor was sent here from, so signing in either way returns there.
  const state: unknown = useLocation().state;
  const config = useConfig();
  const googleClientId = config.isPending ? undefined : (config.data?.google_client_id ?? null);

  return (
    <PageLayout>
      <PageTitle>Create your account</PageTitle>
      <AuthCard
        title="Create your account"
        subtitle="Start on the Free plan. No credit card required."
        footer={
          <>
            Already have an account?{' '}
            <Link to={paths.login} state={state} className={linkStyles}>
              Sign in
            </Link>
          </>
        }
      >
        <SignupForm googleClientId={googleClientId} />
      </AuthCard>
    </PageLayout>
  );
}
