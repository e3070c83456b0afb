import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SIGNUP_PASSWORD_MIN, SignupRequest } from '../../../../contract/auth';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useAuth } from '../../../lib/auth/use-auth';
import { errorMessage } from '../../../lib/api-error';
import { formError } from '../../../lib/form-error';
import { GoogleSignInButton } from './google-sign-in-button';
import { OrDivider } from './or-divider';

type SignupFormProps = { googleClientId: string | null | undefined };

export function SignupForm({ googleClientId }: SignupFormProps) {
  const { signup, loginWithGoogle } = useAuth();
  // raw: the typed values are sent as they are; the server trims and lowercases them itself.
  const { register, handleSubmit, formState, setError, clearErrors } = useForm<SignupRequest>({
    resolver: zodResolver(SignupRequest, undefined, { raw: true }),
    defaultValues: { name: '', email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await signup(values);
    } catch (failure) {
      setError('root', { message: errorMessage(failure, MESSAGES.signupFailed) });
    }
  });

  // Google's button does not submit the form, so it leaves the Create Account button enabled.
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
          label="Full Name"
          autoComplete="name"
          required
          maxLength={100}
          {...register('name')}
        />
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
          autoComplete="new-password"
          required
          minLength={SIGNUP_PASSWORD_MIN}
          hint={`At least ${SIGNUP_PASSWORD_MIN} characters.`}
          {...register('password')}
        />
        <Button type="submit" fullWidth size="lg" disabled={submitting} busy={submitting}>
          Create Account
        </Button>
      </form>
      <OrDivider />
      <GoogleSignInButton
        clientId={googleClientId}
        mode="signup"
        onCredential={handleGoogleCredential}
        onError={(message) => setError('root', { message })}
      />
    </>
  );
}
