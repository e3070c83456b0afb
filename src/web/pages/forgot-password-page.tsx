import { Link } from 'react-router';
import { PageLayout } from '../components/page-layout';
import { PageTitle } from '../components/page-title';
import { AuthCard } from '../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { paths } from '../lib/paths';

export function ForgotPasswordPage() {
  return (
    <PageLayout>
      <PageTitle>Forgot password</PageTitle>
      <AuthCard
        title="Forgot your password?"
        subtitle="Enter the e-mail of your account and we will send you a link to choose a new one."
        footer={
          <Link
            to={paths.login}
            className="rounded font-semibold text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
          >
            Back to sign in
          </Link>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </PageLayout>
  );
}
