import { useState, type FormEvent } from 'react';
import { SIGNUP_PASSWORD_MIN } from '../../../../contract/auth';
import { MESSAGES } from '../../../../contract/messages';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useAuth } from '../../../lib/auth/use-auth';
import { useSubmitAction } from '../../../lib/use-submit-action';
import { GoogleSignInButton } from './google-sign-in-button';
import { OrDivider } from './or-divider';

type SignupFormProps = { googleClientId: string | null | undefined };

export function SignupForm({ googleClientId }: SignupFormProps) {
  const { signup, loginWithGoogle } = useAuth();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, submitting, run } = useSubmitAction();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(() => signup({ name, email, password }), MESSAGES.signupFailed);
  }

  function handleGoogleCredential(idToken: string) {
    void run(() => loginWithGoogle(idToken), MESSAGES.googleFailed, { trackPending: false });
  }

  return (
    <>
      {error && <Alert tone="error" className="mb-5">{error}</Alert>}
      <form onSubmit={handleSubmit} className="space-y-5">
        <TextField
          label="Full Name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
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
          autoComplete="new-password"
          required
          minLength={SIGNUP_PASSWORD_MIN}
          hint={`At least ${SIGNUP_PASSWORD_MIN} characters.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
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
        onError={setError}
      />
    </>
  );
}
