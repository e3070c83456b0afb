import { Link, useSearchParams } from 'react-router';
import { CHANGE_PASSWORD_MIN } from '../../contract/auth';
import { PageLayout } from '../components/page-layout';
import { PageTitle } from '../components/page-title';
import { AuthCard } from '../features/auth/components/auth-card';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { paths } from '../lib/paths';

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return (
    <PageLayout>
      <PageTitle>Reset password</PageTitle>
      <AuthCard
        title="Choose a new password"
        subtitle={`Your new password must be at least ${CHANGE_PASSWORD_MIN} characters long.`}
        footer={
          <Link
            to={paths.login}
            className="rounded font-semibold text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
          >
            Back to sign in
          </Link>
        }
      >
        <ResetPasswordForm token={token} />
      </AuthCard>
    </PageLayout>
  );
}
