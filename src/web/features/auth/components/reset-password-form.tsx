import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { buttonStyles } from '../../../components/button-styles';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { useResetPassword } from '../api/reset-password';
import { ResetPasswordForm as ResetPasswordFields } from '../new-password-schema';
import { NewPasswordFields } from './new-password-fields';

const RESET_PASSWORD_FAILED = 'Failed to reset your password. Please try again.';

/** Sets a new password with the token of a reset e-mail; without a token it asks for a new e-mail. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { register, handleSubmit, formState } = useForm<ResetPasswordFields>({
    resolver: zodResolver(ResetPasswordFields),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const mutation = useResetPassword();

  if (!token) {
    return (
      <div className="space-y-5">
        <Alert tone="error">{MESSAGES.resetTokenInvalid}</Alert>
        <Link to={paths.forgotPassword} className={buttonStyles({ fullWidth: true, size: 'lg' })}>
          Request a new link
        </Link>
      </div>
    );
  }

  if (mutation.isSuccess) {
    return (
      <div className="space-y-5">
        <Alert tone="success">{mutation.data.message ?? MESSAGES.passwordReset}</Alert>
        <Link to={paths.login} className={buttonStyles({ fullWidth: true, size: 'lg' })}>
          Go to Sign In
        </Link>
      </div>
    );
  }

  const submit = handleSubmit((values) => {
    mutation.mutate({ token, new_password: values.new_password });
  });

  const problem = formState.errors.confirm_password?.message ?? formState.errors.new_password?.message;
  const error = problem ?? (mutation.isError ? errorMessage(mutation.error, RESET_PASSWORD_FAILED) : null);

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5">
      {error && <Alert tone="error">{error}</Alert>}
      <NewPasswordFields newPassword={register('new_password')} confirmPassword={register('confirm_password')} />
      <Button type="submit" fullWidth size="lg" disabled={mutation.isPending} busy={mutation.isPending}>
        {mutation.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
