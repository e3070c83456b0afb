import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LoginRequest } from '../../../../contract/auth';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useAuth } from '../../../lib/auth/use-auth';
import { paths } from '../../../lib/paths';
import { errorMessage } from '../../../lib/api-error';
import { formError } from '../../../lib/form-error';
import { GoogleSignInButton } from './google-sign-in-button';
import { OrDivider } from './or-divider';

type LoginFormProps = { googleClientId: string | null | undefined };

export function LoginForm({ googleClientId }: LoginFormProps) {
  const { login, loginWithGoogle } = useAuth();
  // raw: the typed values are sent as they are; the server trims and lowercases the address itself.
  const { register, handleSubmit, formState, setError, clearErrors } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequest, undefined, { raw: true }),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await login(values);
    } catch (failure) {
      setError('root', { message: errorMessage(failure, MESSAGES.loginFailed) });
    }
  });

  // Google's button does not submit the form, so it leaves the Sign In button enabled.
  function handleGoogleCredential(idToken: string) {
    clearErrors();
    loginWithGoogle(idToken).catch((failure: unknown) => setError('root', { message: errorMessage(failure, MESSAGES.googleFailed) }));
  }

  const error = formError(formState.errors);
  const submitting = formState.isSubmitting;

  return (
    <>
      {error && <Alert tone="error" className="mb-5">{error}</Alert>}
      <form onSubmit={(event) => void submit(event)} className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...register('password')}
          labelAside={
            <Link
              to={paths.forgotPassword}
              className="rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200"
            >
              Forgot password?
            </Link>
          }
        />
        <Button type="submit" fullWidth size="lg" disabled={submitting} busy={submitting}>
          Sign In
        </Button>
      </form>
      <OrDivider />
      <GoogleSignInButton
        clientId={googleClientId}
        mode="signin"
        onCredential={handleGoogleCredential}
        onError={(message) => setError('root', { message })}
      />
    </>
  );
}
