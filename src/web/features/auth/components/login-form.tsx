import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/use-auth';
import { paths } from '../../../lib/paths';
import { GoogleSignInButton } from './google-sign-in-button';
import { OrDivider } from './or-divider';

type LoginFormProps = { googleClientId: string | null | undefined };

export function LoginForm({ googleClientId }: LoginFormProps) {
  const { login, loginWithGoogle } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSubmitting(true);
    try {
      await login({ email, password });
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.loginFailed));
    } finally {
      setSubmitting(false);
    }
  }

  async function handleGoogleCredential(idToken: string) {
    setError(null);
    try {
      await loginWithGoogle(idToken);
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.googleFailed));
    }
  }

  return (
    <>
      {error && <Alert tone="error" className="mb-5">{error}</Alert>}
      <form onSubmit={handleSubmit} className="space-y-5">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
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
        onCredential={(idToken) => void handleGoogleCredential(idToken)}
        onError={setError}
      />
    </>
  );
}
