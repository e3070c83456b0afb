import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useAuth } from '../../../lib/auth/use-auth';
import { paths } from '../../../lib/paths';
import { useSubmitAction } from '../../../lib/use-submit-action';
import { GoogleSignInButton } from './google-sign-in-button';
import { OrDivider } from './or-divider';

type LoginFormProps = { googleClientId: string | null | undefined };

export function LoginForm({ googleClientId }: LoginFormProps) {
  const { login, loginWithGoogle } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, submitting, run } = useSubmitAction();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(() => login({ email, password }), MESSAGES.loginFailed);
  }

  function handleGoogleCredential(idToken: string) {
    void run(() => loginWithGoogle(idToken), MESSAGES.googleFailed, { trackPending: false });
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
        onCredential={handleGoogleCredential}
        onError={setError}
      />
    </>
  );
}
