import { Link, useLocation } from 'react-router';
import { PageLayout } from '../components/page-layout';
import { PageTitle } from '../components/page-title';
import { LoginForm } from '../features/auth/components/login-form';
import { AuthCard } from '../features/auth/components/auth-card';
import { useStripErrorParams } from '../features/auth/use-strip-error-params';
import { useConfig } from '../features/config/api/get-config';
import { paths } from '../lib/paths';

const linkStyles = 'rounded font-semibold text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200';

export function LoginPage() {
  useStripErrorParams();
  // Carries the page the visitor was sent here from, so signing in either way returns there.
  const state: unknown = useLocation().state;
  const config = useConfig();
  const googleClientId = config.isPending ? undefined : (config.data?.google_client_id ?? null);

  return (
    <PageLayout>
      <PageTitle>Sign in</PageTitle>
      <AuthCard
        title="Welcome back"
        subtitle="Sign in to keep creating with Inkwell."
        footer={
          <>
            Don&apos;t have an account?{' '}
            <Link to={paths.signup} state={state} className={linkStyles}>
              Create an account
            </Link>
          </>
        }
      >
        <LoginForm googleClientId={googleClientId} />
      </AuthCard>
    </PageLayout>
  );
}
